import { ErrorCode } from '@confdir/contracts';
import { UpstreamError } from '../nats/upstream-error';
import { ServerReads } from './server-reads';

describe('ServerReads', () => {
  const reads = new ServerReads();
  const asked: [string[], string][] = [];
  reads.register(/^\/api\/things\/([^/?#]+)\/page$/, async (params, path) => {
    asked.push([params, path]);
    if (params[0] === 'missing') throw new UpstreamError({ code: ErrorCode.NotFound, message: 'Conference not found' });
    if (params[0] === 'down') throw new UpstreamError({ code: ErrorCode.ServiceUnavailable, message: 'catalog is unavailable' }, true);
    return JSON.stringify({ slug: params[0] });
  });

  it('answers a registered read in-process with its JSON, the path parameters decoded', async () => {
    const res = await reads.answer('/api/things/caf%C3%A9/page');
    expect(res?.status).toBe(200);
    expect(res?.ok).toBe(true);
    expect(await res?.json()).toEqual({ slug: 'café' });
    expect(asked.at(-1)).toEqual([['café'], '/api/things/caf%C3%A9/page']);
  });

  it('answers a failed read as the API would: its status and error body', async () => {
    const missing = await reads.answer('/api/things/missing/page');
    expect(missing?.status).toBe(404);
    expect(missing?.ok).toBe(false);
    expect(await missing?.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Conference not found' });
    const down = await reads.answer('/api/things/down/page');
    expect(down?.status).toBe(503);
    expect(await down?.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'catalog is unavailable' });
  });

  it('leaves to HTTP what it has no read for: other paths, a query, a malformed escape', () => {
    const before = asked.length;
    expect(reads.answer('/api/things/x')).toBeUndefined();
    expect(reads.answer('/api/things/x/page?debug=1')).toBeUndefined();
    expect(reads.answer('/api/things/%E0%A4%A/page')).toBeUndefined();
    expect(asked.length).toBe(before);
  });
});
