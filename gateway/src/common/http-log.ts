import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { storage, type Store } from 'nestjs-pino/storage';
import type { Logger } from 'pino';
import { redactText } from '@confdir/service-kit/dist/logging';
import { observeHttp } from '@confdir/service-kit/dist/metrics/metrics';
import { currentRequest } from './request-context';
import { routeLabel } from './route-label';

/** Longest path (with its query) written in an access line; the route names what was asked for anyway. */
export const MAX_LOGGED_PATH = 120;

/** The fields of the one line written per request. */
export interface AccessLine {
  /** The request's W3C trace id, on every line of the request in the gateway and the services. */
  trace_id?: string;
  method: string;
  /** The route template (`/api/conferences/:slug`) or the site group (routeLabel). */
  route: string;
  /** The path and query asked for, redacted, cut at MAX_LOGGED_PATH characters. */
  path: string;
  status: number;
  ms: number;
  /** Bytes this response put on the wire (headers included). */
  bytes: number;
  /** The client went away before the response was complete. */
  aborted?: true;
}

/**
 * One compact access line per request (issue 34: the previous line held every header, ~1.4 KB), at
 * info, or warn when the answer is a 5xx; no headers, nothing a visitor sent but the redacted path.
 * Every other line logged while handling the request carries its trace id: the request's child logger
 * is made only when such a line is written. The request's span ends here too, named after its route,
 * and its duration goes to confdir_http_request_duration_seconds.
 */
export function httpLog(root: Logger, ignore: (req: IncomingMessage) => boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const context = currentRequest();
    const traceId = context?.span.context.traceId;
    let child: Logger | undefined;
    const logger = (): Logger => (child ??= root.child({ trace_id: traceId }));
    if (!ignore(req)) {
      const started = performance.now();
      const sentBefore = req.socket?.bytesWritten ?? 0;
      const done = (): void => {
        res.removeListener('finish', done);
        res.removeListener('close', done);
        const status = res.statusCode;
        const route = routeLabel(req, status);
        const ms = performance.now() - started;
        observeHttp(req.method, route, status, ms / 1000);
        context?.span.end({ 'http.route': route, 'http.response.status_code': status }, status >= 500 ? `status ${status}` : undefined, `${req.method} ${route}`);
        const level = status >= 500 ? 'warn' : 'info';
        if (!root.isLevelEnabled(level)) return;
        const line: AccessLine = {
          trace_id: traceId,
          method: req.method,
          route,
          path: loggedPath(req.originalUrl ?? req.url),
          status,
          ms: Math.round(ms),
          bytes: (req.socket?.bytesWritten ?? sentBefore) - sentBefore,
        };
        if (!res.writableFinished) line.aborted = true;
        root[level](line, 'request');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    // What nestjs-pino's Logger reads for the current request's logger (its own middleware is not mounted).
    const store = {
      get logger() {
        return logger();
      },
    };
    storage.run(store as Store, next);
  };
}

export function loggedPath(url: string): string {
  const path = redactText(url);
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}
