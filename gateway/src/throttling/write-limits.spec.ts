import { DEFAULT_WRITE_LIMITS, readWriteLimits } from './write-limits';

describe('readWriteLimits', () => {
  it('takes "<requests>/<seconds>" per kind and the older vote variables, defaults for the rest', () => {
    const limits = readWriteLimits({ RATE_LIMIT_SUBMIT: '5/60', VOTE_RATE_MAX_PER_CLIENT: '50', VOTE_RATE_WINDOW_SECONDS: '120' });
    expect(limits.submit).toEqual({ limit: 5, windowSeconds: 60 });
    expect(limits.votes).toEqual({ limit: 50, windowSeconds: 120 });
    expect(limits.reviews).toEqual(DEFAULT_WRITE_LIMITS.reviews);
    expect(DEFAULT_WRITE_LIMITS.votes).toEqual({ limit: 300, windowSeconds: 600 });
  });

  it('stops the boot with a clear line on a malformed limit', () => {
    expect(() => readWriteLimits({ RATE_LIMIT_REVIEWS: '10 per hour' })).toThrow('gateway: RATE_LIMIT_REVIEWS must be "<requests>/<seconds>", e.g. "30/3600", got "10 per hour"');
    expect(() => readWriteLimits({ RATE_LIMIT_UPLOADS: '0/60' })).toThrow(/RATE_LIMIT_UPLOADS must be a positive integer/);
    expect(() => readWriteLimits({ VOTE_RATE_MAX_PER_CLIENT: '-1' })).toThrow(/VOTE_RATE_MAX_PER_CLIENT/);
  });
});
