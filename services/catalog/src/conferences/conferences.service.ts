import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  CATALOG_LIMITS,
  Conference,
  ConferenceListResponse,
  ConferenceSource,
  ConferenceStatus,
  ConferenceSummary,
  CreateConferenceInput,
  isRowId,
  ListConferencesQuery,
  Page,
  PageRequest,
  pageWindow,
} from '@confdir/contracts';
import { preparedQuery, ServiceError, TurnBatcher } from '@confdir/service-kit';
import { ConferenceEntity } from './conference.entity';
import { NormalizedConference, normalizeConferenceInput } from './conference-input';
import { lockSameEvents } from './same-event';
import { CONFERENCE_COLUMNS, ConferenceFields, SummaryFields, toConference, toSummary } from './conference.mapper';
import { discoveryConditions } from './discovery-filters';
import { VoteCounts } from '../ranking/vote-counts';
import { CHECKPOINT_EVERY, LISTING_ORDERS, ListingPages } from './listing-pages';
import { escapeLike, isUniqueViolation, nextFreeSlug, slugify } from './text';
import { searchQuery, SearchTerm } from '../search/search-terms';
import { rankedPage } from '../search/ranked-page';
import { WordList } from '../search/word-list';
import { sourcesOf } from '../sync/provenance';

const SLUG_ATTEMPTS = 5;
const DAY_MS = 86_400_000;
/** Most matches a search ranks by relevance; its later pages follow the listing order. */
const RELEVANCE_WINDOW = 1000;
/** Most matches a suggestion ranks (it answers while one types: fewer than a listing page). */
const SUGGEST_WINDOW = 200;
/** Most single-slug detail reads one query answers. */
const SLUG_BATCH = 100;

function startOfUtcDay(day: string | Date): Date {
  const d = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Everything but the page selects the same rows; upcoming also depends on the day. */
function filterKey({ page: _page, limit: _limit, ...filters }: ListConferencesQuery, now: Date): string {
  return JSON.stringify([startOfUtcDay(now).toISOString(), filters]);
}

/** The ranked rows: whole pages of `limit` within RELEVANCE_WINDOW, so no page mixes the two orders. */
function relevanceWindow(limit: number): number {
  return Math.max(1, Math.floor(RELEVANCE_WINDOW / limit)) * limit;
}

@Injectable()
export class ConferencesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pages: ListingPages,
    private readonly votes: VoteCounts,
    private readonly words: WordList,
  ) {}

  /**
   * Adds a conference from any source with the rules of a submission (SPEC §5).
   *   create(input: CreateConferenceInput, source: 'community' | 'admin' | 'import' | 'demo'): Promise<Conference>
   * Throws ServiceError VALIDATION (bad input) or CONFLICT with `details: { slug }` when the same event
   * (same normalised URL, overlapping dates or both undated) is already listed; nothing is created then.
   */
  async create(input: CreateConferenceInput, source: ConferenceSource): Promise<Conference> {
    const conference = normalizeConferenceInput(input);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((m) => this.insertUnlessDuplicate(m, conference, source));
      } catch (err) {
        // Two titles racing for one slug: the unique index refuses the second; pick again.
        if (attempt < SLUG_ATTEMPTS && isUniqueViolation(err, 'conferences_slug_key')) continue;
        throw err;
      }
    }
  }

  private async insertUnlessDuplicate(m: EntityManager, c: NormalizedConference, source: ConferenceSource): Promise<Conference> {
    // Serialises writers of one site, so two identical ones cannot both pass the duplicate check.
    const [existing] = await lockSameEvents(m, [c]);
    if (existing) {
      throw ServiceError.conflict(`This conference is already listed: "${existing.title}" (/conference/${existing.slug})`, { slug: existing.slug });
    }
    const slug = await this.freeSlug(m, slugify(c.title));
    const repo = m.getRepository(ConferenceEntity);
    const saved = await repo.save(repo.create({ ...c, slug, source, status: 'published' }));
    return toConference(saved, 0);
  }

  private async freeSlug(m: EntityManager, base: string): Promise<string> {
    const rows: { slug: string }[] = await m.query('SELECT slug FROM catalog.conferences WHERE slug = $1 OR slug LIKE $2', [base, `${base}-%`]);
    return nextFreeSlug(
      base,
      rows.map((r) => r.slug),
    );
  }

  async list(query: ListConferencesQuery, now = new Date()): Promise<ConferenceListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? CATALOG_LIMITS.pageSize;
    if (query.from && query.to && query.from > query.to) throw ServiceError.validation('from must not be after to');
    const terms = await this.words.terms(query.q);
    const order = LISTING_ORDERS[query.sort ?? 'upcoming'];
    const matching = () => this.matchingTerms(query, terms, now);
    const { total, checkpoints } = await this.pages.indexFor(filterKey(query, now), order, matching);
    const offset = (page - 1) * limit;
    const result = { conferences: [] as Conference[], total, page, totalPages: Math.ceil(total / limit) };
    if (offset >= total) return result;
    // With words and no sort chosen, the first pages are the soonest matches ranked by relevance.
    const ranked = terms.length > 0 && !query.sort ? relevanceWindow(limit) : 0;
    let entities: ConferenceEntity[];
    if (offset < ranked) {
      entities = await rankedPage(matching(), terms, order, { window: ranked, offset, limit });
    } else {
      // Seek to the nearest checkpoint through the order index, then skip fewer than CHECKPOINT_EVERY rows.
      const from = checkpoints[Math.floor(offset / CHECKPOINT_EVERY)];
      const cmp = order.direction === 'ASC' ? '>=' : '<=';
      entities = await matching()
        .andWhere(`(${order.key}, c.id) ${cmp} (CAST(:fromKey AS timestamptz), :fromId)`, { fromKey: from.key, fromId: from.id })
        .orderBy(order.key, order.direction)
        .addOrderBy('c.id', order.direction)
        .offset(offset % CHECKPOINT_EVERY)
        .limit(limit)
        .getMany();
    }
    const votes = await this.votes.of(entities.map((c) => c.id));
    result.conferences = entities.map((c) => toConference(c, votes.get(c.id) ?? 0));
    return result;
  }

  /** The `limit` upcoming conferences `q` finds best (relevance over the soonest SUGGEST_WINDOW matches). */
  async bestMatches(q: string, limit: number, now = new Date()): Promise<Conference[]> {
    const terms = await this.words.terms(q);
    if (terms.length === 0) return [];
    const entities = await rankedPage(this.matchingTerms({ q }, terms, now), terms, LISTING_ORDERS.upcoming, { window: SUGGEST_WINDOW, offset: 0, limit });
    return entities.map((c) => toConference(c));
  }

  /**
   * Published conferences the query selects; `upcoming` (by default: the default sort) keeps those not
   * yet ended. The map and the calendar select with it too, so their filters are the listing's.
   */
  async matching(query: ListConferencesQuery, now: Date, upcoming = (query.sort ?? 'upcoming') === 'upcoming'): Promise<SelectQueryBuilder<ConferenceEntity>> {
    return this.matchingTerms(query, await this.words.terms(query.q), now, upcoming);
  }

  /** As `matching`, with the query's words already looked up (WordList.terms). */
  matchingTerms(query: ListConferencesQuery, terms: SearchTerm[], now: Date, upcoming = (query.sort ?? 'upcoming') === 'upcoming'): SelectQueryBuilder<ConferenceEntity> {
    const qb = this.db.getRepository(ConferenceEntity).createQueryBuilder('c').where("c.status = 'published'");
    this.applyFilters(qb, query, terms);
    for (const w of discoveryConditions(query, now)) qb.andWhere(w.sql, w.params);
    if (upcoming) {
      qb.andWhere(new Brackets((w) => w.where('c.startDateUtc IS NULL').orWhere('COALESCE(c.endDateUtc, c.startDateUtc) >= :today', { today: startOfUtcDay(now) })));
    }
    return qb;
  }

  private applyFilters(qb: SelectQueryBuilder<ConferenceEntity>, query: ListConferencesQuery, terms: SearchTerm[]): void {
    const tsquery = searchQuery(terms);
    // A query whose characters all fold away (symbols, emoji) has nothing to find.
    if (query.q && !tsquery) qb.andWhere('false');
    if (tsquery) qb.andWhere("c.search_vector @@ to_tsquery('simple', :tsquery)", { tsquery });
    if (query.type) qb.andWhere('c.type = :type', { type: query.type });
    if (query.location) qb.andWhere("c.location ILIKE :location ESCAPE '\\'", { location: `%${escapeLike(query.location)}%` });
    // A conference matches a date range when its days overlap it; undated ones never do.
    if (query.from) qb.andWhere('COALESCE(c.endDateUtc, c.startDateUtc) >= :from', { from: startOfUtcDay(query.from) });
    if (query.to) qb.andWhere('c.startDateUtc < :toExclusive', { toExclusive: new Date(startOfUtcDay(query.to).getTime() + DAY_MS) });
  }

  async getBySlug(slug: string): Promise<Conference> {
    const conference = await this.bySlug.add(slug);
    if (!conference) throw ServiceError.notFound('Conference not found');
    return conference;
  }

  /**
   * The hot read of every conference page. Reads that arrive together (one read of the broker's socket
   * holds many under load) share one lookup of the rows and one of their vote counts, where each cost
   * two queries before (issue 12). Nothing is kept between batches: a page always shows the current row.
   */
  private readonly bySlug = new TurnBatcher<string, Conference | null>((slugs) => this.publishedBySlugs(slugs), {
    maxItems: SLUG_BATCH,
    maxInFlight: 4,
    retryOneByOne: () => false,
  });

  /** Per slug, in order, the published conference or null: one lookup of the rows, one of their counts. */
  async publishedBySlugs(slugs: readonly string[]): Promise<(Conference | null)[]> {
    // Raw, on conferences_slug_key: TypeORM's query building and hydration were a fifth of catalog's CPU here.
    const rows = await preparedQuery<ConferenceFields>(
      this.db,
      'catalog-published-by-slugs',
      `SELECT ${CONFERENCE_COLUMNS} FROM catalog.conferences WHERE slug = ANY($1::text[]) AND status = 'published'`,
      [slugs],
    );
    const [votes, sources] = await Promise.all([this.votes.of(rows.map((r) => r.id)), sourcesOf(this.db, rows.map((r) => r.id), 'public')]);
    const found = new Map(rows.map((r) => [r.slug, { ...toConference(r, votes.get(r.id) ?? 0), sources: sources.get(r.id) ?? [] }]));
    return slugs.map((slug) => found.get(slug) ?? null);
  }

  async getByIds(ids: number[]): Promise<ConferenceSummary[]> {
    const unique = [...new Set(ids)].filter(isRowId);
    if (unique.length === 0) return [];
    // Only the summary's columns: compositions ask for hundreds of ids at once (a recommendation's past
    // events), and whole rows are three times the columns to read, hydrate and send.
    // Raw, as the detail read: through TypeORM's find this was an eighth of catalog's CPU per recommendation.
    const rows = await preparedQuery<SummaryFields>(
      this.db,
      'catalog-summaries-by-ids',
      `SELECT id, slug, title, location, start_date_utc AS "startDateUtc", end_date_utc AS "endDateUtc", status, type
         FROM catalog.conferences WHERE id = ANY($1::int[]) ORDER BY id`,
      [unique],
    );
    return rows.map(toSummary);
  }

  /** One page of every conference, newest first (conferences_created_id_idx), with the count of all. */
  async adminList(request?: PageRequest): Promise<Page<Conference>> {
    const { page, pageSize, offset } = pageWindow(request, 'adminConferences');
    const [rows, total] = await this.db
      .getRepository(ConferenceEntity)
      .findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: offset, take: pageSize });
    const [votes, sources] = await Promise.all([this.votes.of(rows.map((r) => r.id)), sourcesOf(this.db, rows.map((r) => r.id), 'admin')]);
    return { items: rows.map((r) => ({ ...toConference(r, votes.get(r.id) ?? 0), sources: sources.get(r.id) ?? [] })), page, pageSize, total };
  }

  async setStatus(id: number, status: ConferenceStatus): Promise<Conference> {
    const repo = this.db.getRepository(ConferenceEntity);
    const c = await repo.findOneBy({ id });
    if (!c) throw ServiceError.notFound('Conference not found');
    c.status = status;
    const saved = await repo.save(c);
    return toConference(saved, await this.votes.one(id));
  }
}
