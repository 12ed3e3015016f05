import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { storage, type Store } from 'nestjs-pino/storage';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import { pinoHttp } from 'pino-http';

/** pino-http's logger for these options: its wrapped serializers give `req`, `res` and `err` their usual shape. */
export function httpLogger(options: LoggerOptions, destination?: DestinationStream): Logger {
  return pinoHttp(options, destination).logger;
}

/**
 * One line per request, as pino-http writes it ("request completed", or "request errored" with `err`
 * at 5xx; `req`, `res`, `responseTime`), and `req` on every line logged while handling it. Unlike
 * pino-http, the request's logger (a child with the serialized, redacted `req`) is built only when a
 * line is written: with info off (LOG_LEVEL=warn) a request that logs nothing serializes nothing,
 * which was ≈ 5 % of the gateway's CPU on votes and detail reads.
 */
export function httpLog(root: Logger, ignore: (req: IncomingMessage) => boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = Date.now();
    let child: Logger | undefined;
    const logger = (): Logger => (child ??= root.child({ req }));
    if (!ignore(req)) {
      const done = (err?: Error): void => {
        res.removeListener('finish', done);
        res.removeListener('close', done);
        res.removeListener('error', done);
        if (!root.isLevelEnabled('info')) return;
        const responseTime = Date.now() - started;
        if (err || res.statusCode >= 500) {
          logger().info({ res, err: err ?? new Error(`failed with status code ${res.statusCode}`), responseTime }, 'request errored');
        } else {
          logger().info({ res, responseTime }, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
        }
      };
      res.on('finish', done);
      res.on('close', done);
      res.on('error', done);
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
