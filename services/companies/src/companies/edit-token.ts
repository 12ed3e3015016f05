import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: shown once to the creator; only its hash is stored. */
export function newEditToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEditToken(token) };
}

export function hashEditToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Constant-time comparison of digests, so timing reveals nothing about the stored hash. */
export function editTokenMatches(given: string | undefined, storedHash: Buffer | null): boolean {
  if (!given || !storedHash || storedHash.length !== 32) return false;
  return timingSafeEqual(hashEditToken(given), storedHash);
}
