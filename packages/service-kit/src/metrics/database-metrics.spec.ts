import { register } from 'prom-client';
import { statementKind, timedClient } from './database-metrics';

/** A stand-in for pg's Client: answers promise-style, or through a callback when one is passed. */
class FakeClient {
  query(...args: unknown[]): unknown {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      setImmediate(() => (last as (err: null, res: { rows: never[] }) => void)(null, { rows: [] }));
      return undefined;
    }
    return args[0] === 'SELECT fail' ? Promise.reject(new Error('boom')) : Promise.resolve({ rows: [] });
  }
}

async function count(kind: string): Promise<number> {
  const metric = (await register.getMetricsAsJSON()).find((m) => m.name === 'confdir_db_query_duration_seconds');
  const values = (metric as unknown as { values: { labels: Record<string, string>; metricName?: string; value: number }[] }).values;
  return values.find((v) => v.metricName === 'confdir_db_query_duration_seconds_count' && v.labels.service === 'test' && v.labels.kind === kind)?.value ?? 0;
}

describe('database query timing', () => {
  it('names a statement by its first word, never by its text', () => {
    expect(statementKind('  SELECT * FROM catalog.conferences WHERE slug = $1')).toBe('select');
    expect(statementKind('insert into x values (1)')).toBe('insert');
    expect(statementKind('WITH t AS (SELECT 1) SELECT * FROM t')).toBe('with');
    expect(statementKind('SET LOCAL synchronous_commit = off')).toBe('other');
    expect(statementKind(undefined)).toBe('other');
  });

  it('times promise and callback queries, failed ones included, and passes their answers through', async () => {
    const Timed = timedClient('test', FakeClient as never);
    const client = new Timed();
    await expect(client.query('SELECT 1') as Promise<unknown>).resolves.toEqual({ rows: [] });
    await expect(client.query('SELECT fail') as Promise<unknown>).rejects.toThrow('boom');
    const answer = await new Promise((resolve) => client.query({ name: 'p1', text: 'UPDATE t SET x = 1', values: [] }, [], (_err: unknown, res: unknown) => resolve(res)));
    expect(answer).toEqual({ rows: [] });
    expect(await count('select')).toBe(2);
    expect(await count('update')).toBe(1);
  });
});
