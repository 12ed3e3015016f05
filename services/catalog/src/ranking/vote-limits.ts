import { parseIntEnv } from '@confdir/contracts';

/** How many votes (and unvotes) one client address or one voter id may cast per window. */
export interface VoteLimits {
  maxPerClient: number;
  maxPerVoter: number;
  windowSeconds: number;
}

export const VOTE_LIMITS = Symbol('VOTE_LIMITS');

/** Reads VOTE_RATE_* from the environment; a bad value stops the service at boot with a clear line. */
export function readVoteLimits(env: NodeJS.ProcessEnv): VoteLimits {
  const num = (name: string, fallback: number): number => parseIntEnv(env, 'catalog', name, fallback);
  return {
    maxPerClient: num('VOTE_RATE_MAX_PER_CLIENT', 300),
    maxPerVoter: num('VOTE_RATE_MAX_PER_VOTER', 100),
    windowSeconds: num('VOTE_RATE_WINDOW_SECONDS', 600),
  };
}
