import { Logger } from '@nestjs/common';
import { CATALOG_LIMITS, CATALOG_PATTERNS, ConferenceSummary } from '@confdir/contracts';
import { ServiceClient } from './service-client';

/**
 * What the gateway's compositions (company page, recommendations) share: a call a page can do
 * without degrades to a fallback and a log line instead of failing the page.
 */
export async function orFallback<T>(logger: Logger, context: string, fallback: T, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    logger.warn(`${context}: ${err instanceof Error ? err.message : String(err)}`);
    return fallback;
  }
}

/**
 * Published conferences by id in one bounded batch call; hidden ones stay unnamed so moderated
 * content does not resurface. Without catalog the map is empty (the caller says what it shows then).
 */
export async function publishedConferencesById(client: ServiceClient, logger: Logger, context: string, ids: (number | null)[]): Promise<Map<number, ConferenceSummary>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].slice(0, CATALOG_LIMITS.ids);
  if (!unique.length) return new Map();
  const found = await orFallback(logger, `${context} without catalog`, [] as ConferenceSummary[], () =>
    client.send<ConferenceSummary[]>(CATALOG_PATTERNS.getByIds, { ids: unique }),
  );
  return new Map(found.filter((c) => c.status === 'published').map((c) => [c.id, c]));
}
