import { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, Observable, of } from 'rxjs';
import { PublicReadCache } from './public-read-cache';
import { ServiceClient } from '../nats/service-client';

function context(method: string, url: string, publicRead: boolean): { ctx: ExecutionContext; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const handler = () => undefined;
  const ctx = {
    getType: () => 'http',
    getHandler: () => (publicRead ? Object.assign(handler, { publicRead }) : handler),
    switchToHttp: () => ({ getRequest: () => ({ method, originalUrl: url }), getResponse: () => ({ setHeader: (k: string, v: string) => (headers[k] = v) }) }),
  } as unknown as ExecutionContext;
  return { ctx, headers };
}

describe('PublicReadCache', () => {
  const reflector = { get: (_key: string, handler: { publicRead?: boolean }) => handler.publicRead === true } as unknown as Reflector;
  let calls: number;
  const service: CallHandler = { handle: (): Observable<unknown> => of({ answer: ++calls }) };
  const broker = { isBrokerConnected: true } as ServiceClient;
  beforeEach(() => {
    calls = 0;
    Object.assign(broker, { isBrokerConnected: true });
  });

  it('answers a repeated public read from memory with a short shared-cache lifetime', async () => {
    const cache = new PublicReadCache(reflector, broker);
    const first = context('GET', '/api/top', true);
    expect(await lastValueFrom(cache.intercept(first.ctx, service))).toBe('{"answer":1}');
    const again = context('GET', '/api/top', true);
    expect(await lastValueFrom(cache.intercept(again.ctx, service))).toBe('{"answer":1}');
    expect(calls).toBe(1);
    for (const { headers } of [first, again]) {
      expect(headers['Cache-Control']).toBe('public, max-age=5, stale-while-revalidate=30');
      expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
    }
    expect(await lastValueFrom(cache.intercept(context('GET', '/api/top?type=AI', true).ctx, service))).toBe('{"answer":2}');
  });

  it('shows a write made through this gateway on the next read', async () => {
    const cache = new PublicReadCache(reflector, broker);
    await lastValueFrom(cache.intercept(context('GET', '/api/conferences', true).ctx, service));
    await lastValueFrom(cache.intercept(context('POST', '/api/vote', false).ctx, service));
    expect(await lastValueFrom(cache.intercept(context('GET', '/api/conferences', true).ctx, service))).toBe('{"answer":3}');
  });

  it('stands aside while the broker is away, so the read fails fast like any other call', async () => {
    const cache = new PublicReadCache(reflector, broker);
    await lastValueFrom(cache.intercept(context('GET', '/api/top', true).ctx, service));
    Object.assign(broker, { isBrokerConnected: false });
    await lastValueFrom(cache.intercept(context('GET', '/api/top', true).ctx, service));
    expect(calls).toBe(2);
  });

  it('never keeps routes that are not marked public', async () => {
    const cache = new PublicReadCache(reflector, broker);
    await lastValueFrom(cache.intercept(context('GET', '/api/companies/me', false).ctx, service));
    await lastValueFrom(cache.intercept(context('GET', '/api/companies/me', false).ctx, service));
    expect(calls).toBe(2);
  });
});
