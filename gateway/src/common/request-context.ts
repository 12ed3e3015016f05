import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** What the gateway knows about the HTTP request a piece of code runs for. */
export interface RequestContext {
  /** Accepted from a trusted-looking `x-request-id` header or generated; sent to services and logged. */
  requestId: string;
  /** GET and HEAD only read, so a service call made for them may be retried and gets the short timeout. */
  idempotent: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A caller's id is kept only when it is short and plain, so it cannot forge log lines. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && ACCEPTED_ID.test(header) ? header : randomUUID();
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * Express middleware, mounted first: every later step of the request (the HTTP log line, guards,
 * handlers, service calls) sees its context. pino-http takes `req.id` as the log's request id.
 */
export function requestContext() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const context: RequestContext = {
      requestId: requestIdFrom(req.headers['x-request-id']),
      idempotent: req.method === 'GET' || req.method === 'HEAD',
    };
    (req as Request & { id: string }).id = context.requestId;
    res.setHeader('x-request-id', context.requestId);
    storage.run(context, next);
  };
}
