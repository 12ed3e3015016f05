import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { formatTraceparent, parseTraceparent, TRACEPARENT_HEADER, type Span, type Tracer } from '@confdir/service-kit/dist/tracing';

/** What the gateway knows about the HTTP request a piece of code runs for. */
export interface RequestContext {
  /**
   * The request's server span: its trace id is the caller's (a valid W3C `traceparent`) or a new one, and
   * ties together every log line of the request, in the gateway and in each service it calls.
   */
  span: Span;
  /** GET and HEAD only read, so a service call made for them may be retried and gets the short timeout. */
  idempotent: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Sent back with every answer (W3C Trace Context Level 2), so a caller can quote the trace id of what they saw. */
export const TRACERESPONSE_HEADER = 'traceresponse';

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The traceparent an outgoing call made for the current request carries (the server renderer's API reads). */
export function currentTraceparent(): string | undefined {
  const context = storage.getStore();
  return context ? formatTraceparent(context.span.context) : undefined;
}

/**
 * Express middleware, mounted first: every later step of the request (the access line, guards,
 * handlers, service calls) sees its context. A malformed traceparent starts a new trace, never an error.
 * `quiet` requests (health probes) get ids but no recorded span.
 */
export function requestContext(tracer: Tracer, idsOnly: Tracer, quiet: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const parent = parseTraceparent(req.headers[TRACEPARENT_HEADER]);
    const span = (quiet(req) ? idsOnly : tracer).startSpan(`${req.method}`, 'server', parent, { 'http.request.method': req.method });
    const context: RequestContext = { span, idempotent: req.method === 'GET' || req.method === 'HEAD' };
    res.setHeader(TRACERESPONSE_HEADER, formatTraceparent(span.context));
    storage.run(context, next);
  };
}
