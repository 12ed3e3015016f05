import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** A fresh nonce per response for the CSP and the server-rendered page's inline script. */
export function cspNonce() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
}
