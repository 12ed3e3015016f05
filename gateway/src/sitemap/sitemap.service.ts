import { Inject, Injectable } from '@nestjs/common';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { CATALOG_PATTERNS, COMPANIES_PATTERNS, PLACES_PATTERNS, PlacesSitemapResponse, SITEMAP_LIMITS, SitemapEntriesResponse, SitemapPart, SitemapPartsResponse } from '@confdir/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { ServiceClient } from '../nats/service-client';
import { StaleWhileRevalidate } from '@confdir/service-kit/dist/stale-while-revalidate';
import { IndexEntry, sitemapIndex, urlEntry, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml';

/** Crawlers read a sitemap a few times a day: five minutes old is fresh for them, and a burst costs one build. */
export const SITEMAP_CACHE_SECONDS = 300;
/** Ids per request: one answer's worth, so each slice is one message. */
const SLICE = SITEMAP_LIMITS.entriesPerMessage;
/** Slices requested at once while a part is built: overlaps round trips without crowding the catalog. */
const SLICES_AT_ONCE = 4;
/** Files are kept gzipped (a full part of 50,000 URLs: ~6.4 MB of XML, ~140 KB gzipped), which bounds memory. */
const MAX_FILES = 32;

/** The kinds of record page in the sitemap: which service answers, and where each page lives. */
const KINDS = {
  conferences: { parts: CATALOG_PATTERNS.sitemapParts, entries: CATALOG_PATTERNS.sitemapEntries, path: (slug: string) => `/conference/${encodeURIComponent(slug)}` },
  companies: { parts: COMPANIES_PATTERNS.sitemapParts, entries: COMPANIES_PATTERNS.sitemapEntries, path: (slug: string) => `/companies/${encodeURIComponent(slug)}` },
} as const;
export type SitemapKind = keyof typeof KINDS;
const SITEMAP_KINDS = Object.keys(KINDS) as SitemapKind[];

/**
 * The public list pages (`/` is the quarterly ranking). They change with time and votes rather than
 * with one record, so they carry no lastmod: a wrong one makes search engines distrust the rest.
 */
export const LIST_PAGES = ['/', '/upcoming', '/cfp', '/companies', '/map'] as const;

/** The calendar's page of the month `now` is in (UTC), e.g. /calendar/2026/11: `/calendar` itself only redirects there. */
export const calendarPagePath = (now: Date): string => `/calendar/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** Parts sit at the root: sitemaps.org lets a sitemap list only URLs under its own folder. */
export const PAGES_PART = '/sitemap-pages.xml';
/** Landing pages of countries, cities and topics with a conference (issue 35). */
export const PLACES_PART = '/sitemap-places.xml';
export const partPath = (kind: SitemapKind, part: number): string => `/sitemap-${kind}-${part}.xml`;

/** A sitemap file, gzipped, and when its newest page changed (for Last-Modified). */
export interface SitemapFile {
  gzip: Buffer;
  lastModified?: Date;
}

const gunzipAsync = promisify(gunzip);

/** The XML of a file, for a client that does not take gzip (crawlers do). */
export function plainXml(file: SitemapFile): Promise<Buffer> {
  return gunzipAsync(file.gzip);
}

/**
 * /sitemap.xml (an index) and its parts, built from bounded pages of (slug, lastmod) that the
 * catalog and companies services answer in id order, so no message nears the NATS limit and nothing
 * sorts all rows. A part is streamed into gzip page by page, then kept for SITEMAP_CACHE_SECONDS and
 * given for as long again while a newer build runs (no crawler waits for a rebuild); concurrent requests
 * for one file share one build.
 */
@Injectable()
export class SitemapService {
  private readonly files = new StaleWhileRevalidate<SitemapFile>({ freshMs: SITEMAP_CACHE_SECONDS * 1000, staleMs: SITEMAP_CACHE_SECONDS * 1000, maxEntries: MAX_FILES, metric: 'sitemap_files' });
  private readonly summaries = new StaleWhileRevalidate<SitemapPart[]>({ freshMs: SITEMAP_CACHE_SECONDS * 1000, staleMs: SITEMAP_CACHE_SECONDS * 1000, maxEntries: SITEMAP_KINDS.length, metric: 'sitemap_parts' });
  private readonly baseUrl: string;
  private readonly partSize: number;

  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.baseUrl = config.publicBaseUrl;
    this.partSize = config.sitemapPartSize;
  }

  index(): Promise<SitemapFile> {
    return this.files.get('index', async () => {
      const entries: IndexEntry[] = [{ path: PAGES_PART }, { path: PLACES_PART }];
      for (const kind of SITEMAP_KINDS) {
        for (const { part, lastmod } of await this.summary(kind)) entries.push({ path: partPath(kind, part), lastmod });
      }
      const times = entries.flatMap((e) => (e.lastmod ? [Date.parse(e.lastmod)] : []));
      return gzipped([sitemapIndex(this.baseUrl, entries)], times.length ? new Date(Math.max(...times)) : undefined);
    });
  }

  pages(): Promise<SitemapFile> {
    return this.files.get('pages', async () => gzipped([URLSET_OPEN, ...[...LIST_PAGES, calendarPagePath(new Date())].map((path) => urlEntry(this.baseUrl, path)), URLSET_CLOSE]));
  }

  /**
   * Every country, city and topic page with at least one conference, from bounded pages of paths the
   * catalog answers in order (2,500 a message); a few thousand at 100,000 conferences, and never more
   * than one sitemap file holds.
   */
  places(): Promise<SitemapFile> {
    return this.files.get('places', () => gzipped(this.placesXml()));
  }

  private async *placesXml(): AsyncGenerator<string> {
    yield URLSET_OPEN;
    let listed = 0;
    for (let after: string | null | undefined = undefined; after !== null && listed < SITEMAP_LIMITS.maxUrlsPerPart; ) {
      const page: PlacesSitemapResponse = await this.services.send<PlacesSitemapResponse>(PLACES_PATTERNS.sitemap, after === undefined ? {} : { after });
      const paths = page.paths.slice(0, SITEMAP_LIMITS.maxUrlsPerPart - listed);
      listed += paths.length;
      yield paths.map((path) => urlEntry(this.baseUrl, path)).join('');
      after = page.next;
    }
    yield URLSET_CLOSE;
  }

  /** Part `part` of a kind, or null when it lists no page (past the end, or a gap in the ids). */
  async part(kind: SitemapKind, part: number): Promise<SitemapFile | null> {
    const summary = (await this.summary(kind)).find((p) => p.part === part);
    if (!summary) return null;
    return this.files.get(partPath(kind, part), () => this.buildPart(kind, summary));
  }

  private summary(kind: SitemapKind): Promise<SitemapPart[]> {
    return this.summaries.get(kind, async () => (await this.services.send<SitemapPartsResponse>(KINDS[kind].parts, { partSize: this.partSize })).parts);
  }

  private buildPart(kind: SitemapKind, { part, lastmod }: SitemapPart): Promise<SitemapFile> {
    return gzipped(this.partXml(kind, part), new Date(lastmod));
  }

  /**
   * The part's id range in slices no wider than one answer holds, a few asked at once and written in
   * order, so a full part costs about 20 small messages and never one large one.
   */
  private async *partXml(kind: SitemapKind, part: number): AsyncGenerator<string> {
    yield URLSET_OPEN;
    const inFlight: Promise<string>[] = [];
    for (let afterId = (part - 1) * this.partSize; afterId < part * this.partSize; afterId += SLICE) {
      const slice = this.sliceXml(kind, afterId, Math.min(afterId + SLICE, part * this.partSize));
      // Rejections are awaited in order below; this only keeps a later one from counting as unhandled meanwhile.
      slice.catch(() => undefined);
      inFlight.push(slice);
      if (inFlight.length === SLICES_AT_ONCE) yield await (inFlight.shift() as Promise<string>);
    }
    for (const slice of inFlight) yield await slice;
    yield URLSET_CLOSE;
  }

  /** One slice; ids are unique, so it is one answer, and `next` only matters if the bound ever changes. */
  private async sliceXml(kind: SitemapKind, from: number, throughId: number): Promise<string> {
    const { entries, path } = KINDS[kind];
    let xml = '';
    for (let afterId: number | null = from; afterId !== null; ) {
      const page: SitemapEntriesResponse = await this.services.send<SitemapEntriesResponse>(entries, { afterId, throughId });
      xml += page.entries.map((e) => urlEntry(this.baseUrl, path(e.slug), e.lastmod)).join('');
      afterId = page.next;
    }
    return xml;
  }
}

/** Gzips text as it arrives, so a part never exists as one big string. */
async function gzipped(chunks: Iterable<string> | AsyncIterable<string>, lastModified?: Date): Promise<SitemapFile> {
  const gzip = createGzip();
  const out: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = new Promise<void>((resolve, reject) => gzip.once('end', resolve).once('error', reject));
  try {
    for await (const chunk of chunks) gzip.write(chunk);
  } catch (err) {
    gzip.destroy();
    throw err;
  }
  gzip.end();
  await finished;
  return { gzip: Buffer.concat(out), lastModified };
}
