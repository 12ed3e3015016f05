import type { FacetCount } from '@confdir/contracts/web';

/**
 * Options labelled with how many conferences each would list ("Online (123)"), from the listing's
 * facets; options without a value ("Any format") keep their label, and without facets nothing changes.
 */
export function withCounts<T extends { value: string; label: string }>(options: readonly T[], counts: readonly FacetCount[] | undefined): T[] {
  if (!counts) return [...options];
  const byValue = new Map(counts.map((c) => [c.value, c.count]));
  return options.map((o) => (o.value === '' || o.value === 'all' ? o : { ...o, label: `${o.label} (${byValue.get(o.value) ?? 0})` }));
}
