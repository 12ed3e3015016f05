import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Conference, Page, PageRequest, pageWindow, ResolveSyncReviewMessage, SyncReviewJson, SyncRunJson, SyncSourcesResponse } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { ConferenceEntity } from '../conferences/conference.entity';
import { toConference } from '../conferences/conference.mapper';
import { ConferencesService } from '../conferences/conferences.service';
import { normalizeUrl } from '../conferences/text';
import { SYNC_SOURCES } from './sources';
import { UpstreamConference } from './sources/source';
import { SYNC_CONFIG, SyncConfig } from './sync.config';
import { snapshotOf } from './synced-fields';

/** Runs shown per source. */
const RUNS_SHOWN = 10;

interface ReviewRow {
  id: number;
  source: string;
  upstream_key: string;
  upstream_url: string;
  entry: UpstreamConference & { where: string };
  candidate_ids: number[];
  reason: string;
  created_at: Date;
}

/** The admin's view of the sync: sources and their last runs, the review queue and its resolution. */
@Injectable()
export class SyncAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conferences: ConferencesService,
    @Inject(SYNC_CONFIG) private readonly config: SyncConfig,
  ) {}

  async sources(): Promise<SyncSourcesResponse> {
    const sources = await Promise.all(
      SYNC_SOURCES.map(async (s) => {
        const configured = this.config.sources.find((c) => c.name === s.name);
        const rows: Array<{ id: number; trigger: SyncRunJson['trigger']; status: SyncRunJson['status']; started_at: Date; finished_at: Date | null; summary: Record<string, unknown> | null }> =
          await this.db.query(`SELECT id, trigger, status, started_at, finished_at, summary FROM catalog.sync_runs WHERE source = $1 ORDER BY id DESC LIMIT ${RUNS_SHOWN}`, [s.name]);
        return {
          name: s.name,
          label: s.label,
          upstream: configured?.url ?? s.defaultUrl,
          scheduled: configured !== undefined && this.config.intervalMinutes > 0,
          intervalMinutes: this.config.intervalMinutes,
          runs: rows.map(runJson),
        };
      }),
    );
    const [{ count }] = await this.db.query('SELECT count(*)::int AS count FROM catalog.sync_reviews WHERE resolved_at IS NULL');
    return { sources, openReviews: count };
  }

  /** Open near misses, oldest first (sync_reviews_open_idx), with their candidates. */
  async reviews(request?: PageRequest): Promise<Page<SyncReviewJson>> {
    const { page, pageSize, offset } = pageWindow(request, 'syncReviews');
    const rows: ReviewRow[] = await this.db.query(`SELECT * FROM catalog.sync_reviews WHERE resolved_at IS NULL ORDER BY id LIMIT $1 OFFSET $2`, [pageSize, offset]);
    const [{ count }] = await this.db.query('SELECT count(*)::int AS count FROM catalog.sync_reviews WHERE resolved_at IS NULL');
    const ids = [...new Set(rows.flatMap((r) => r.candidate_ids))];
    const candidates: Array<{ id: number; slug: string; title: string; location: string | null; start: Date | null; url: string }> = ids.length
      ? await this.db.query('SELECT id, slug, title, location, start_date_utc AS start, url FROM catalog.conferences WHERE id = ANY($1::int[])', [ids])
      : [];
    const byId = new Map(candidates.map((c) => [c.id, { id: c.id, slug: c.slug, title: c.title, location: c.location, startDateUTC: c.start?.toISOString() ?? null, url: c.url }]));
    return {
      items: rows.map((r) => ({
        id: r.id,
        source: r.source,
        reason: r.reason,
        createdAt: r.created_at.toISOString(),
        entry: { title: r.entry.title, url: r.entry.url, startDate: r.entry.startDate, endDate: r.entry.endDate, location: r.entry.location, where: r.entry.where },
        candidates: r.candidate_ids.map((id) => byId.get(id)).filter((c) => c !== undefined),
      })),
      page,
      pageSize,
      total: count,
    };
  }

  /** Links the entry to the conference named (its fields are left as they are), or lists it as a new conference. */
  async resolve({ id, action, conferenceId }: ResolveSyncReviewMessage): Promise<Conference> {
    const [review]: ReviewRow[] = await this.db.query('SELECT * FROM catalog.sync_reviews WHERE id = $1 AND resolved_at IS NULL', [id]);
    if (!review) throw ServiceError.notFound('No open review with this id');
    let target: number;
    if (action === 'link') {
      if (!conferenceId) throw ServiceError.validation('conferenceId is required to link');
      const [exists] = await this.db.query('SELECT id FROM catalog.conferences WHERE id = $1', [conferenceId]);
      if (!exists) throw ServiceError.notFound('Conference not found');
      target = conferenceId;
    } else {
      const { where: _where, ...entry } = review.entry;
      target = (await this.conferences.create(entry, 'import')).id;
    }
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO catalog.conference_sources (conference_id, source, upstream_key, upstream_url, normalized_url, upstream_start, snapshot)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (source, upstream_key) DO UPDATE SET conference_id = EXCLUDED.conference_id, gone = false`,
        [target, review.source, review.upstream_key, review.upstream_url, normalizeUrl(review.upstream_url), review.entry.startDate, JSON.stringify(snapshotOf(review.entry))],
      );
      await m.query(`UPDATE catalog.sync_reviews SET resolved_at = now(), resolution = $2, conference_id = $3 WHERE id = $1`, [id, action, target]);
    });
    return toConference(await this.db.getRepository(ConferenceEntity).findOneByOrFail({ id: target }));
  }
}

function runJson(r: { id: number; trigger: SyncRunJson['trigger']; status: SyncRunJson['status']; started_at: Date; finished_at: Date | null; summary: Record<string, unknown> | null }): SyncRunJson {
  const n = (key: string) => Number(r.summary?.[key] ?? 0);
  return {
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    created: n('created'),
    updated: n('updated'),
    unchanged: n('unchanged'),
    linked: n('linked'),
    queued: n('queued'),
    gone: n('gone'),
    rejected: n('rejected'),
    durationMs: r.summary ? n('durationMs') : null,
    errorCount: n('errorCount'),
    errors: (r.summary?.errors as SyncRunJson['errors'] | undefined) ?? [],
  };
}
