import { STORAGE_KEYS } from '@/config/constants';
import { readJson, readString, writeJson, writeString } from './storage';

/** A random v4 UUID; falls back to getRandomValues where randomUUID is missing (plain-http installs). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This browser's anonymous voter id (SPEC §3): created on the first vote, then reused. */
export function getOrCreateVoterId(): string {
  const stored = readString(STORAGE_KEYS.voterId);
  if (stored && UUID.test(stored)) return stored;
  const id = randomUuid();
  writeString(STORAGE_KEYS.voterId, id);
  return id;
}

export function readVotedIds(): number[] {
  const ids = readJson<unknown>(STORAGE_KEYS.votedConferences, []);
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/** Remembers whether the vote now stands, as the server reported it (SPEC §4). */
export function rememberVote(conferenceId: number, hasVoted: boolean): number[] {
  const others = readVotedIds().filter((id) => id !== conferenceId);
  const next = hasVoted ? [...others, conferenceId] : others;
  writeJson(STORAGE_KEYS.votedConferences, next);
  return next;
}
