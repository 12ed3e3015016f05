import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { StaleWhileRevalidate } from '@confdir/service-kit/dist/stale-while-revalidate';
import { ServiceClient } from '../nats/service-client';

/**
 * Counts the writes made through this gateway. Caches of what is built from public reads (the
 * server-rendered pages) keep an entry only while the count is the one they rendered under.
 */
export const publicWrites = { generation: 0 };

/**
 * How long this gateway gives an answer as it is, then how much longer at once while one newer read runs
 * (stale-while-revalidate, so no request waits for a refill of a URL that is being asked for); any write
 * through it clears every answer at once.
 */
const PUBLIC_READ_TTL_MS = 5_000;
const PUBLIC_READ_STALE_MS = 5_000;
const CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
const MAX_ENTRIES = 1_000;
/** And at most this many characters of JSON in all: a listing answer weighs ~15 KB, a detail ~1.5 KB. */
const MAX_JSON_CHARS = 4_000_000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Hot anonymous reads at 100k conferences (issue 12): a burst of the same URL costs one service call.
 * Concurrent misses share one call; an answer that was in flight during a write is not kept. Writes
 * made through other gateway replicas show within PUBLIC_READ_TTL_MS + PUBLIC_READ_STALE_MS. Express adds
 * the ETag, so a revalidating browser gets a 304 without the body.
 * An answer is kept, and sent, as its JSON text: a repeated read is not serialised again (a listing is
 * ~15 KB of JSON), the weight is the text's length, and the GC moves one string, not a graph of objects.
 * The routes whose answer is the same for every visitor (no credentials, no per-visitor field such as
 * hasVoted) call `answer` themselves; it was a global Nest interceptor, and Nest's interceptor chain
 * (rxjs, two async resources per request) cost every API request ~0.15 ms of the gateway's CPU, a third
 * of a distinct conference read.
 */
@Injectable()
export class PublicReads {
  private readonly answers = new StaleWhileRevalidate<string>({
    freshMs: PUBLIC_READ_TTL_MS,
    staleMs: PUBLIC_READ_STALE_MS,
    maxEntries: MAX_ENTRIES,
    weigh: (json) => json.length,
    maxWeight: MAX_JSON_CHARS,
    metric: 'public_reads',
  });

  constructor(private readonly services: ServiceClient) {}

  /** The JSON text of this URL's answer: kept, shared with a call in flight, or from `load`. */
  async answer(req: Request, res: Response, load: () => Promise<unknown>): Promise<string> {
    return asJson(res, await this.read(req.originalUrl, load));
  }

  /** The same answer without a request: the server renderer's in-process read of `url` (ServerReads) shares it. */
  async read(url: string, load: () => Promise<unknown>): Promise<string> {
    // Without the broker a read fails fast with 503 like any other call, rather than answering from memory.
    if (!this.services.isBrokerConnected) return JSON.stringify(await load());
    return this.answers.get(url, async () => JSON.stringify(await load()));
  }

  /**
   * Express middleware: a request other than GET, HEAD or OPTIONS that is answered below 400 may have
   * written, so when it closes every kept answer goes and a read still in flight is not kept. A failed
   * write changed nothing, so a stream of rejected requests cannot keep the cache empty.
   */
  forgetOnWrites(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!READ_METHODS.has(req.method)) res.once('close', () => res.statusCode < 400 && this.clear());
      next();
    };
  }

  private clear(): void {
    publicWrites.generation++;
    this.answers.clear();
  }
}

/** The JSON text as the body, with the headers `res.json` would set (Nest sends a string as it is). */
function asJson(res: Response, json: string): string {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  return json;
}
