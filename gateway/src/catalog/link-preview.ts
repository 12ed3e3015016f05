import { CATALOG_PATTERNS, LinkPreview } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';

/** Fetching and reading a page may take the catalog its whole 10 s fetch limit, plus the write. */
export const LINK_READ_TIMEOUT_MS = 30_000;

/** A link the catalog cannot read is its UNPROCESSABLE error: 422 with the reason, from the one exception filter. */
export function previewLink(services: ServiceClient, url: string): Promise<LinkPreview> {
  return services.send<LinkPreview>(CATALOG_PATTERNS.previewLink, { url }, LINK_READ_TIMEOUT_MS);
}
