import { createHmac } from 'node:crypto';

/**
 * A keyed hash of the client address: stable enough to count and correlate votes from one
 * address, useless to recover the address without the secret. The raw address is never stored.
 */
export function clientHash(ip: string | undefined, secret: string): string {
  return createHmac('sha256', secret)
    .update(ip ?? 'unknown')
    .digest('hex');
}
