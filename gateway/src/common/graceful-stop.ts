import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { DRAIN_BUDGET_MS, InFlight } from '@confdir/service-kit/dist/in-flight';

/**
 * The gateway's requests in flight, so a stopping gateway answers them before it closes its NATS
 * connection. While stopping, answers carry `Connection: close`, so keep-alive clients reconnect elsewhere.
 */
export class GracefulStop {
  private readonly inFlight = new InFlight();
  /** The answers not yet finished, so a stop can ask their clients to close the connection. */
  private readonly responses = new Set<Response>();
  private stopping = false;

  /** Express middleware, mounted first. */
  track() {
    return (_req: Request, res: Response, next: NextFunction): void => {
      const started = this.inFlight.start();
      this.responses.add(res);
      if (this.stopping) res.shouldKeepAlive = false;
      const done = (): void => {
        this.responses.delete(res);
        started();
      };
      res.once('finish', done);
      res.once('close', done);
      next();
    };
  }

  /** Stops accepting connections, waits (at most DRAIN_BUDGET_MS) for the requests in flight, then closes what is left. */
  async drain(server: Server): Promise<number> {
    this.stopping = true;
    // Node then writes `Connection: close` on each of these answers and closes its socket after it.
    for (const res of this.responses) if (!res.headersSent) res.shouldKeepAlive = false;
    server.close();
    // Keep-alive connections with no request on them would hold close() open until they time out.
    server.closeIdleConnections();
    const idle = await this.inFlight.idle(DRAIN_BUDGET_MS);
    const left = this.inFlight.size;
    server.closeAllConnections();
    return idle ? 0 : left;
  }
}
