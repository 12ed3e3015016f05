import { Injectable } from '@nestjs/common';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import type { TransportAnswer } from './server-bundle';

/** One public read, given its path's decoded parameters and the path itself (the key of its kept answer): its JSON text. */
export type ServerRead = (params: string[], path: string) => Promise<string>;

/**
 * An answer as the bundle's API client reads it, without a fetch Response: building one and reading its JSON back
 * through its body stream (web streams, a promise per chunk) cost ~7 % of the gateway's CPU per conference page
 * (old and new builds alternated: in-process renders 5.7 → 5.3 ms each, under load 10.4 → 9.7 ms; docs/performance.md).
 */
function jsonAnswer(status: number, json: string): TransportAnswer {
  return { ok: status >= 200 && status < 300, status, statusText: '', json: async () => JSON.parse(json) as unknown, text: async () => json };
}

/**
 * Public reads the server renderer makes in the gateway's own process. Over loopback HTTP each one cost the gateway
 * a second request per page (HTTP, Express, compressing the answer and the renderer decompressing it): about as
 * much CPU as the render itself on a conference page (docs/performance.md). A route registers the read it answers
 * with; the renderer asks here first and goes over HTTP for what no route registered, and always on render threads.
 */
@Injectable()
export class ServerReads {
  private readonly reads: { pattern: RegExp; read: ServerRead }[] = [];
  private readonly errors = new AllExceptionsFilter();

  /** `pattern` matches a whole path without a query; its groups are the parameters, URL-encoded as sent. */
  register(pattern: RegExp, read: ServerRead): void {
    this.reads.push({ pattern, read });
  }

  /** GET `path` answered as the API answers it (JSON text, or the error body with its status); undefined when no read is registered for it. */
  answer(path: string): Promise<TransportAnswer> | undefined {
    for (const { pattern, read } of this.reads) {
      const match = pattern.exec(path);
      if (!match) continue;
      let params: string[];
      try {
        params = match.slice(1).map(decodeURIComponent);
      } catch {
        return undefined; // A malformed escape: the API's own answer (400) over HTTP.
      }
      return read(params, path).then(
        (json) => jsonAnswer(200, json),
        (err: unknown) => {
          const body = this.errors.toBody(err);
          return jsonAnswer(body.statusCode, JSON.stringify(body));
        },
      );
    }
    return undefined;
  }
}
