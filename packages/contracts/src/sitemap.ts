import { IsInt, Max, Min } from 'class-validator';
import { MAX_ID } from './ids';

/**
 * The sitemap (issue 14): the catalog and the companies service each answer the same two messages
 * about their public pages, so the gateway can build /sitemap.xml without any message near the
 * NATS limit. Part p of a kind holds the rows with ids in ((p - 1) × partSize, p × partSize]: a
 * page keeps its part for life, a part is one index range scan, and no part can exceed partSize.
 */
export const SITEMAP_LIMITS = {
  /** sitemaps.org: at most 50,000 URLs in one sitemap file. */
  maxUrlsPerPart: 50_000,
  /**
   * Rows in one `entries` answer. A row is a slug of at most 120 ASCII characters and a timestamp,
   * about 170 bytes as JSON at worst, so an answer stays under ~450 KB (~200 KB measured with 30-character slugs).
   */
  entriesPerMessage: 2_500,
  /** Parts one `parts` answer lists (~80 bytes each): 50 million pages at the default part size. */
  maxParts: 1_000,
} as const;

/** `parts`: how many public pages each non-empty part holds and when the newest of them changed. */
export class SitemapPartsQuery {
  @IsInt() @Min(1) @Max(SITEMAP_LIMITS.maxUrlsPerPart)
  partSize: number;
}

export interface SitemapPart {
  /** 1-based. */
  part: number;
  urls: number;
  /** ISO 8601 instant of the newest change among the part's pages. */
  lastmod: string;
}

/** At most SITEMAP_LIMITS.maxParts parts, in part order. */
export interface SitemapPartsResponse {
  parts: SitemapPart[];
}

/** `entries`: public pages with afterId < id ≤ throughId, in id order, at most SITEMAP_LIMITS.entriesPerMessage. */
export class SitemapEntriesQuery {
  @IsInt() @Min(0) @Max(MAX_ID)
  afterId: number;

  @IsInt() @Min(1) @Max(MAX_ID)
  throughId: number;
}

export interface SitemapEntry {
  slug: string;
  /** ISO 8601 instant of the page's last change. */
  lastmod: string;
}

export interface SitemapEntriesResponse {
  entries: SitemapEntry[];
  /** The afterId that continues this range, or null when the range is done. */
  next: number | null;
}
