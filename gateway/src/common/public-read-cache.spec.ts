import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { PublicReads } from './public-read-cache';
import { ServiceClient } from '../nats/service-client';

function exchange(method: string, url: string, statusCode = 200): { req: Request; res: Response & EventEmitter; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const res = Object.assign(new EventEmitter(), { statusCode, setHeader: (k: string, v: string) => (headers[k] = v) });
  return { req: { method, originalUrl: url } as Request, res: res as unknown as Response & EventEmitter, headers };
}

describe('PublicReads', () => {
  let calls: number;
  const load = async (): Promise<unknown> => ({ answer: ++calls });
  const broker = { isBrokerConnected: true } as ServiceClient;
  beforeEach(() => {
    calls = 0;
    Object.assign(broker, { isBrokerConnected: true });
  });

  /** A request through the write middleware, closed as Express would close it. */
  function write(reads: PublicReads, method: string, statusCode: number): void {
    const { req, res } = exchange(method, '/api/vote', statusCode);
    reads.forgetOnWrites()(req, res, () => undefined);
    res.emit('close');
  }

  it('answers a repeated public read from memory with a short shared-cache lifetime', async () => {
    const reads = new PublicReads(broker);
    const first = exchange('GET', '/api/top');
    expect(await reads.answer(first.req, first.res, load)).toBe('{"answer":1}');
    const again = exchange('GET', '/api/top');
    expect(await reads.answer(again.req, again.res, load)).toBe('{"answer":1}');
    expect(calls).toBe(1);
    for (const { headers } of [first, again]) {
      expect(headers['Cache-Control']).toBe('public, max-age=5, stale-while-revalidate=30');
      expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
    }
    const other = exchange('GET', '/api/top?type=AI');
    expect(await reads.answer(other.req, other.res, load)).toBe('{"answer":2}');
  });

  it('shows a write made through this gateway on the next read', async () => {
    const reads = new PublicReads(broker);
    const { req, res } = exchange('GET', '/api/conferences');
    await reads.answer(req, res, load);
    write(reads, 'POST', 200);
    expect(await reads.answer(req, res, load)).toBe('{"answer":2}');
  });

  it('keeps its answers through writes that failed, which changed nothing', async () => {
    const reads = new PublicReads(broker);
    const { req, res } = exchange('GET', '/api/conferences');
    await reads.answer(req, res, load);
    write(reads, 'POST', 429);
    write(reads, 'DELETE', 404);
    expect(await reads.answer(req, res, load)).toBe('{"answer":1}');
  });

  it('does not keep an answer that was in flight during a write', async () => {
    const reads = new PublicReads(broker);
    const { req, res } = exchange('GET', '/api/conferences');
    let release: (value: unknown) => void = () => undefined;
    const slow = reads.answer(req, res, () => new Promise((resolve) => (release = resolve)));
    write(reads, 'POST', 201);
    release({ answer: 'before the write' });
    await slow;
    expect(await reads.answer(req, res, load)).toBe('{"answer":1}');
  });

  it('answers an expired read at once while one newer read runs: no request waits for the refill', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: 0 });
    try {
      const reads = new PublicReads(broker);
      const { req, res } = exchange('GET', '/api/conferences?page=50');
      expect(await reads.answer(req, res, load)).toBe('{"answer":1}');
      jest.setSystemTime(6_000);
      let release: (value: unknown) => void = () => undefined;
      const slow = () => new Promise((resolve) => (release = resolve));
      expect(await reads.answer(req, res, slow)).toBe('{"answer":1}');
      expect(await reads.answer(req, res, slow)).toBe('{"answer":1}');
      release({ answer: 'refreshed' });
      await new Promise((r) => setImmediate(r));
      expect(await reads.answer(req, res, load)).toBe('{"answer":"refreshed"}');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stands aside while the broker is away, so the read fails fast like any other call', async () => {
    const reads = new PublicReads(broker);
    const { req, res } = exchange('GET', '/api/top');
    await reads.answer(req, res, load);
    Object.assign(broker, { isBrokerConnected: false });
    await reads.answer(req, res, load);
    expect(calls).toBe(2);
  });
});
