/**
 * Work under way (HTTP requests in the gateway, NATS messages in a service), so a stopping process
 * can finish it before it closes its connections.
 */
export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  /** Counts one piece of work; the returned function ends it (calling it again does nothing). */
  start(): () => void {
    this.count++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (--this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    };
  }

  /** Resolves true once nothing is in flight, or false after `timeoutMs` with work still running. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(false);
      }, timeoutMs);
      const wake = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(wake);
    });
  }
}

/** A stopping process has this long to finish its work before it closes connections anyway (the whole stop: 10 s). */
export const DRAIN_BUDGET_MS = 8_000;
/** Past this after SIGTERM/SIGINT, a process exits whatever is left. */
export const STOP_DEADLINE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: `stop` (stop taking work, finish what is in flight, close connections), then
 * exit; if that takes longer than STOP_DEADLINE_MS, exit anyway. A second signal changes nothing.
 */
export function stopOnSignals(stop: () => Promise<void>, log: (line: string) => void): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log(`${signal}: finishing the work in flight, then stopping`);
    setTimeout(() => {
      log(`still stopping after ${STOP_DEADLINE_MS} ms: exiting now`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    stop().then(
      () => {
        log(`stopped in ${Date.now() - started} ms`);
        process.exit(0);
      },
      (err: unknown) => {
        log(`stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
