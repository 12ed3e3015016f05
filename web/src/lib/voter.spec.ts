import { STORAGE_KEYS } from '@/config/constants';
import { getOrCreateVoterId, randomUuid, readVotedIds, rememberVote } from './voter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('voter', () => {
  beforeEach(() => window.localStorage.clear());

  it('creates the voter id once and reuses it', () => {
    const first = getOrCreateVoterId();
    expect(first).toMatch(UUID);
    expect(window.localStorage.getItem(STORAGE_KEYS.voterId)).toBe(first);
    expect(getOrCreateVoterId()).toBe(first);
  });

  it('replaces a stored id that is not a UUID', () => {
    window.localStorage.setItem(STORAGE_KEYS.voterId, 'me');
    expect(getOrCreateVoterId()).toMatch(UUID);
  });

  it('makes v4 UUIDs without randomUUID', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomUuid()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('adds and removes voted ids as the server reports', () => {
    expect(rememberVote(3, true)).toEqual([3]);
    expect(rememberVote(5, true)).toEqual([3, 5]);
    expect(rememberVote(3, true)).toEqual([5, 3]);
    expect(rememberVote(5, false)).toEqual([3]);
    expect(readVotedIds()).toEqual([3]);
  });

  it('ignores corrupted storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.votedConferences, '{"a":1}');
    expect(readVotedIds()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.votedConferences, '[1,"x",2]');
    expect(readVotedIds()).toEqual([1, 2]);
  });
});
