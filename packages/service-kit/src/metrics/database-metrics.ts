import { performance } from 'node:perf_hooks';
import { Gauge, Histogram } from 'prom-client';

/** What the gauges read of a pg Pool (pg ships no type declarations). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Map<string, PoolCounts>();

new Gauge({
  name: 'confdir_db_pool_connections',
  help: "Each service's database pool: open connections (total), idle ones, and requests waiting for one",
  labelNames: ['service', 'state'],
  collect() {
    this.reset();
    for (const [service, pool] of pools) {
      this.labels(service, 'total').set(pool.totalCount);
      this.labels(service, 'idle').set(pool.idleCount);
      this.labels(service, 'waiting').set(pool.waitingCount);
    }
  },
});

const queryDuration = new Histogram({
  name: 'confdir_db_query_duration_seconds',
  help: 'Database queries by service and statement kind, as the service waited for them (pool wait excluded)',
  labelNames: ['service', 'kind'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** The pool the gauges read for `service`; the newest one when a process makes several (tests). */
export function watchPool(service: string, pool: PoolCounts): void {
  pools.set(service, pool);
}

const KINDS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);

/** The statement's first word when it is a common one, else `other`: a bounded label, never the SQL. */
export function statementKind(text: unknown): string {
  if (typeof text !== 'string') return 'other';
  const word = /^\s*([A-Za-z]+)/.exec(text.slice(0, 40))?.[1]?.toLowerCase();
  return word && KINDS.has(word) ? word : 'other';
}

type QueryArgs = [unknown, ...unknown[]];
type PgClientClass = new (...args: unknown[]) => { query(...args: QueryArgs): unknown };

/**
 * pg's Client with each query timed (TypeORM's queries, and preparedQuery's through the same pool). Given
 * to the Pool through TypeORM's `extra.Client`: the one place every query of a service passes.
 */
export function timedClient(service: string, Base: PgClientClass): PgClientClass {
  const observers = new Map<string, { observe(v: number): void }>();
  const observe = (kind: string, started: number): void => {
    let o = observers.get(kind);
    if (!o) observers.set(kind, (o = queryDuration.labels(service, kind)));
    o.observe((performance.now() - started) / 1000);
  };
  return class TimedClient extends Base {
    override query(...args: QueryArgs): unknown {
      const first = args[0] as { text?: unknown; submit?: unknown } | string;
      // Streams and cursors (a `submit` method) report their own progress; they are not timed here.
      if (typeof first === 'object' && first !== null && typeof first.submit === 'function') return super.query(...args);
      const kind = statementKind(typeof first === 'string' ? first : first?.text);
      const started = performance.now();
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (...result: unknown[]) => {
          observe(kind, started);
          return (last as (...r: unknown[]) => unknown)(...result);
        };
        return super.query(...args);
      }
      const result = super.query(...args);
      if (result instanceof Promise) result.then(() => observe(kind, started), () => observe(kind, started));
      return result;
    }
  };
}
