import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { DRAIN_BUDGET_MS, InFlight } from '@confdir/service-kit/dist/in-flight';

/**
 * The gateway's requests in flight, so a stopping gateway answers them before it closes its NATS
 * connection. While stopping, answers carry `Connection: close`, so keep-alive clients reconnect elsewhere.
 */
export class GracefulStop {
  private readonly inFlight = new InFlight();
  private stopping = false;

  /** Express middleware, mounted first. */
  track() {
    return (_req: Request, res: Response, next: NextFunction): void => {
      const done = this.inFlight.start();
      if (this.stopping) res.setHeader('Connection', 'close');
      res.once('finish', done);
      res.once('close', done);
      next();
    };
  }

  /** Stops accepting connections, waits (at most DRAIN_BUDGET_MS) for the requests in flight, then closes what is left. */
  async drain(server: Server): Promise<number> {
    this.stopping = true;
    server.close();
    // Keep-alive connections with no request on them would hold close() open until they time out.
    server.closeIdleConnections();
    const idle = await this.inFlight.idle(DRAIN_BUDGET_MS);
    const left = this.inFlight.size;
    server.closeAllConnections();
    return idle ? 0 : left;
  }
}
