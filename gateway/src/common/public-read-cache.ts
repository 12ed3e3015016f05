import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, Observable, tap } from 'rxjs';
import { TtlCache } from '../recommendations/ttl-cache';
import { ServiceClient } from '../nats/service-client';

const PUBLIC_READ = 'confdir:public-read';

/**
 * Marks a GET whose answer is the same for every visitor (no credentials, no per-visitor field such
 * as hasVoted): it may be served from the gateway's short cache and by shared HTTP caches.
 */
export const PublicRead = (): MethodDecorator => SetMetadata(PUBLIC_READ, true);

/**
 * Counts the writes made through this gateway. Caches of what is built from public reads (the
 * server-rendered pages) keep an entry only while the count is the one they rendered under.
 */
export const publicWrites = { generation: 0 };

/** How long this gateway reuses an answer; any write through it clears every answer at once. */
export const PUBLIC_READ_TTL_MS = 5_000;
const CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
const MAX_ENTRIES = 1_000;
/** And at most this many characters of JSON in all: a listing answer weighs ~15 KB, a detail ~1.5 KB. */
const MAX_JSON_CHARS = 4_000_000;

/**
 * Hot anonymous reads at 100k conferences (issue 12): a burst of the same URL costs one service call.
 * Concurrent misses share one call; an answer that was in flight during a write is not kept. Writes
 * made through other gateway replicas show within PUBLIC_READ_TTL_MS. Express adds the ETag, so a
 * revalidating browser gets a 304 without the body.
 * An answer is kept, and sent, as its JSON text: a repeated read is not serialised again (a listing is
 * ~15 KB of JSON), the weight is the text's length, and the GC moves one string, not a graph of objects.
 */
@Injectable()
export class PublicReadCache implements NestInterceptor {
  private readonly answers = new TtlCache<string>(PUBLIC_READ_TTL_MS, MAX_ENTRIES, (json) => json.length, MAX_JSON_CHARS);
  private readonly pending = new Map<string, Promise<string>>();
  private generation = 0;

  constructor(
    private readonly reflector: Reflector,
    private readonly services: ServiceClient,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      this.clear();
      return next.handle().pipe(tap({ finalize: () => this.clear() }));
    }
    // Without the broker a read fails fast with 503 like any other call, rather than answering from memory.
    if (!this.reflector.get<boolean>(PUBLIC_READ, context.getHandler()) || !this.services.isBrokerConnected) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.originalUrl;
    const hit = this.answers.get(key);
    if (hit !== undefined) return from([asJson(res, hit)]);
    let call = this.pending.get(key);
    if (!call) {
      const generation = this.generation;
      call = lastValueFrom(next.handle()).then(
        (answer) => {
          if (this.pending.get(key) === call) this.pending.delete(key);
          const json = JSON.stringify(answer);
          if (generation === this.generation) this.answers.set(key, json);
          return json;
        },
        (err: unknown) => {
          if (this.pending.get(key) === call) this.pending.delete(key);
          throw err;
        },
      );
      this.pending.set(key, call);
    }
    return from(call).pipe(map((json) => asJson(res, json)));
  }

  private clear(): void {
    this.generation++;
    publicWrites.generation++;
    this.answers.clear();
    this.pending.clear();
  }
}

/** The JSON text as the body, with the headers `res.json` would set (Nest sends a string as it is). */
function asJson(res: Response, json: string): string {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  return json;
}
