/** A render the gate turned away: as many are rendering and waiting as it allows. */
export class RendersBusy extends Error {
  constructor() {
    super('every render slot and queue place is taken');
    this.name = 'RendersBusy';
  }
}

/**
 * Admission for server renders: at most `inFlight` run at once, at most `queued` more wait (first come, first
 * served), and the rest are refused at once with RendersBusy. A render holds its router, query client and data
 * from its first read to its last write, so renders in flight are what the gateway's heap grows with: unbounded,
 * 1,000 connections asking for distinct pages took it to 459 MB resident with half the requests timing out
 * (docs/performance.md). A queued render has allocated nothing yet.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly inFlight: number,
    private readonly queued: number,
  ) {}

  /** `render` once a slot is free; RendersBusy without calling it when the queue is full. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running >= this.inFlight) {
      if (this.waiting.length >= this.queued) throw new RendersBusy();
      // The slot is handed over by the render that ends, so `running` stays counted for this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await render();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
