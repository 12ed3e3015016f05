import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ErrorCode } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { ConferenceEntity } from '../conferences/conference.entity';
import { NormalizedConference, normalizeConferenceInput } from '../conferences/conference-input';
import { ConferencesService } from '../conferences/conferences.service';
import { ConfsTechFile, ImportCandidate, parseConfsTech, Rejection } from './confs-tech';

export interface ImportReport {
  records: number;
  conferences: number;
  created: number;
  updated: number;
  /** Already imported and unchanged. */
  unchanged: number;
  /** The same event is already listed by another source (or an overlapping edition is). */
  alreadyListed: number;
  rejected: Rejection[];
}

/** Reads `<folder>/conferences/<year>/<topic>.json` (or `<folder>/<year>/<topic>.json`), sorted by path. */
export function readConfsTechFolder(folder: string): ConfsTechFile[] {
  const root = existsSync(join(folder, 'conferences')) ? join(folder, 'conferences') : folder;
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`Not a folder: ${folder}`);
  const files: ConfsTechFile[] = [];
  for (const year of readdirSync(root).filter((y) => /^\d{4}$/.test(y)).sort()) {
    const dir = join(root, year);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
      files.push({ path: `${year}/${name}`, topic: name.replace(/\.json$/, ''), content: readFileSync(join(dir, name), 'utf8') });
    }
  }
  if (files.length === 0) throw new Error(`No conferences/<year>/<topic>.json files under ${folder}`);
  return files;
}

const day = (d: Date | null): string => (d ? d.toISOString().slice(0, 10) : '');

/**
 * Imports confs.tech data. Identity across runs is the normalised URL and start day, so a second
 * run creates nothing; an imported conference whose data changed upstream is updated in place
 * (its slug kept). Conferences added by people are never overwritten.
 */
@Injectable()
export class ConfsTechImporter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conferences: ConferencesService,
  ) {}

  async import(files: ConfsTechFile[]): Promise<ImportReport> {
    const parsed = parseConfsTech(files);
    const report: ImportReport = {
      records: parsed.records,
      conferences: parsed.candidates.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      alreadyListed: 0,
      rejected: [...parsed.rejected],
    };
    const existing = await this.existingByKey();
    for (const candidate of parsed.candidates) {
      const known = existing.get(candidate.key);
      if (known) {
        if (known.source !== 'import') report.alreadyListed++;
        else if (await this.updateIfChanged(known, candidate)) report.updated++;
        else report.unchanged++;
        continue;
      }
      try {
        await this.conferences.create(candidate.input, 'import');
        report.created++;
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
        if (err.payload.code === ErrorCode.Conflict) report.alreadyListed++;
        else report.rejected.push({ where: candidate.where, name: candidate.input.title, reason: err.payload.message });
      }
    }
    return report;
  }

  private async existingByKey(): Promise<Map<string, ConferenceEntity>> {
    const rows = await this.db.getRepository(ConferenceEntity).find();
    return new Map(rows.filter((c) => c.startDateUtc).map((c) => [`${c.normalizedUrl}|${day(c.startDateUtc)}`, c]));
  }

  private async updateIfChanged(known: ConferenceEntity, candidate: ImportCandidate): Promise<boolean> {
    const next = normalizeConferenceInput(candidate.input);
    const changes: Partial<ConferenceEntity> = {};
    for (const field of UPDATED_FIELDS) {
      if (!sameValue(known[field], next[field])) Object.assign(changes, { [field]: next[field] });
    }
    if (Object.keys(changes).length === 0) return false;
    // The search text follows title and location, the place version the place; written with any change so they never lag.
    await this.db.getRepository(ConferenceEntity).update(known.id, { ...changes, searchText: next.searchText, placeVersion: next.placeVersion });
    return true;
  }
}

/** What upstream owns on an imported conference; the slug, moderation status and event status stay ours. */
const UPDATED_FIELDS = [
  'title', 'url', 'endDateUtc', 'location', 'type', 'online', 'attendanceMode', 'cfpUrl', 'cfpEndDate', 'cfpTimezone',
  'cfpClosesAt', 'country', 'city', 'citySlug', 'latitude', 'longitude', 'languages', 'topics',
  'cocUrl', 'captions', 'twitter', 'mastodon', 'bluesky',
] as const satisfies readonly (keyof ConferenceEntity & keyof NormalizedConference)[];

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a as Date | null)?.getTime() === (b as Date | null)?.getTime();
  return JSON.stringify(a) === JSON.stringify(b);
}

export function formatReport(folder: string, report: ImportReport): string {
  const lines = [
    `confs.tech import from ${folder}: ${report.records} records, ${report.conferences} conferences after merging topics`,
    `created: ${report.created}`,
    `updated: ${report.updated}`,
    `skipped: ${report.unchanged + report.alreadyListed} (${report.unchanged} unchanged, ${report.alreadyListed} already listed)`,
    `rejected: ${report.rejected.length}`,
    ...report.rejected.map((r) => `  rejected ${r.where} "${r.name}": ${r.reason}`),
  ];
  return lines.join('\n');
}
