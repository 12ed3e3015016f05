import type { DataSource } from 'typeorm';
import { SITEMAP_LIMITS, SitemapEntriesResponse, SitemapPartsResponse } from '@confdir/contracts';

/**
 * Where a service's public pages live, as SQL over its own table (aliased `t`, with `id` and `slug`):
 * `lastmod` is a page's last change, `where` says which rows have a public page. Trusted text only.
 */
export interface SitemapSource {
  table: string;
  lastmod: string;
  where: string;
}

/**
 * Sitemap parts of one kind of page: part p holds ids in ((p - 1) × partSize, p × partSize]. One
 * grouped pass over the public rows (~tens of ms at 100k); the gateway keeps the answer for minutes.
 */
export async function sitemapParts(db: DataSource, source: SitemapSource, partSize: number): Promise<SitemapPartsResponse> {
  const rows: { part: number; urls: number; lastmod: Date }[] = await db.query(
    `SELECT ((t.id - 1) / $1 + 1)::int AS part, count(*)::int AS urls, max(${source.lastmod}) AS lastmod
     FROM ${source.table} t WHERE ${source.where} GROUP BY 1 ORDER BY 1 LIMIT ${SITEMAP_LIMITS.maxParts}`,
    [partSize],
  );
  return { parts: rows.map((r) => ({ part: r.part, urls: r.urls, lastmod: r.lastmod.toISOString() })) };
}

/** One bounded page of an id range, through the primary key index in id order. */
export async function sitemapEntries(db: DataSource, source: SitemapSource, afterId: number, throughId: number): Promise<SitemapEntriesResponse> {
  const limit = SITEMAP_LIMITS.entriesPerMessage;
  const rows: { id: number; slug: string; lastmod: Date }[] = await db.query(
    `SELECT t.id, t.slug, ${source.lastmod} AS lastmod FROM ${source.table} t
     WHERE ${source.where} AND t.id > $1 AND t.id <= $2 ORDER BY t.id LIMIT ${limit}`,
    [afterId, throughId],
  );
  return {
    entries: rows.map((r) => ({ slug: r.slug, lastmod: r.lastmod.toISOString() })),
    next: rows.length === limit && rows[rows.length - 1].id < throughId ? rows[rows.length - 1].id : null,
  };
}
