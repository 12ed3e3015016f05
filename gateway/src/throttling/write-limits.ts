import { LINK_PREVIEW_LIMIT, parseIntEnv } from '@confdir/contracts';

/**
 * Abuse limits on public writes: how many of each kind one client address may make in a window.
 * Each kind is a named limit shared by the routes that carry it (creating and editing a company
 * count together). Read from env at boot; see README "Configuration".
 */
export const WRITE_LIMIT_NAMES = ['submit', 'linkPreview', 'votes', 'reviews', 'interests', 'companies', 'companyEvents', 'uploads'] as const;
export type WriteLimitName = (typeof WRITE_LIMIT_NAMES)[number];

export interface WriteLimit {
  /** Requests allowed per window; the next one is a 429 until the window ends. */
  limit: number;
  windowSeconds: number;
}

export type WriteLimits = Record<WriteLimitName, WriteLimit>;

/** Env variable of each limit, as `<requests>/<seconds>`; votes keep their older pair of variables. */
export const WRITE_LIMIT_ENV: Record<Exclude<WriteLimitName, 'votes'>, string> = {
  submit: 'RATE_LIMIT_SUBMIT',
  linkPreview: 'RATE_LIMIT_LINK_PREVIEW',
  reviews: 'RATE_LIMIT_REVIEWS',
  interests: 'RATE_LIMIT_INTERESTS',
  companies: 'RATE_LIMIT_COMPANIES',
  companyEvents: 'RATE_LIMIT_COMPANY_EVENTS',
  uploads: 'RATE_LIMIT_UPLOADS',
};

const HOUR = 3600;
/** Generous for a person, even several behind one office or conference address; small for a script. */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  submit: { limit: 30, windowSeconds: HOUR },
  // Each preview makes the server fetch a page from the internet: scarcer (addlink's 10 a minute).
  linkPreview: { limit: LINK_PREVIEW_LIMIT.limit, windowSeconds: LINK_PREVIEW_LIMIT.windowMs / 1000 },
  votes: { limit: 300, windowSeconds: 600 },
  reviews: { limit: 30, windowSeconds: HOUR },
  interests: { limit: 30, windowSeconds: HOUR },
  companies: { limit: 20, windowSeconds: HOUR },
  companyEvents: { limit: 120, windowSeconds: HOUR },
  uploads: { limit: 60, windowSeconds: HOUR },
};

/** What a refused client reads, per kind. */
export const WRITE_LIMIT_MESSAGES: Record<WriteLimitName, string> = {
  submit: 'Too many submissions',
  linkPreview: 'Too many page previews',
  votes: 'Too many votes',
  reviews: 'Too many reviews',
  interests: 'Too many interest entries',
  companies: 'Too many company changes',
  companyEvents: 'Too many company event changes',
  uploads: 'Too many uploads',
};

const positive = (raw: string, name: string): number => parseIntEnv({ [name]: raw }, 'gateway', name, 0);

export function readWriteLimits(env: NodeJS.ProcessEnv): WriteLimits {
  const limits: WriteLimits = { ...DEFAULT_WRITE_LIMITS };
  for (const [name, variable] of Object.entries(WRITE_LIMIT_ENV) as [WriteLimitName, string][]) {
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
    if (!m) throw new Error(`gateway: ${variable} must be "<requests>/<seconds>", e.g. "30/3600", got "${raw}"`);
    limits[name] = { limit: positive(m[1], variable), windowSeconds: positive(m[2], variable) };
  }
  const votes: WriteLimit = {
    limit: parseIntEnv(env, 'gateway', 'VOTE_RATE_MAX_PER_CLIENT', limits.votes.limit),
    windowSeconds: parseIntEnv(env, 'gateway', 'VOTE_RATE_WINDOW_SECONDS', limits.votes.windowSeconds),
  };
  return { ...limits, votes };
}
