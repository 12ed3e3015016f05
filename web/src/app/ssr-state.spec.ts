import { dehydrate, QueryClient } from '@tanstack/react-query';
import { withoutFetchTimes, withServerDataTimes } from './ssr-state';

async function rendered(at: number) {
  jest.setSystemTime(at);
  const client = new QueryClient();
  await client.fetchQuery({ queryKey: ['conference', 'x'], queryFn: () => ({ title: 'X' }) });
  await client.fetchQuery({ queryKey: ['missing'], queryFn: () => Promise.reject(new Error('404')) }).catch(() => undefined);
  return dehydrate(client, { shouldDehydrateQuery: () => true });
}

describe('the server-rendered query cache', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('is the same bytes for the same data rendered at different moments, and the browser dates it at its start', async () => {
    const a = withoutFetchTimes(await rendered(1_000_000));
    const b = withoutFetchTimes(await rendered(1_060_000));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));

    const dated = withServerDataTimes(a, 2_000_000);
    const [ok, failed] = dated.queries;
    expect(ok.state.dataUpdatedAt).toBe(2_000_000);
    expect(ok.state.data).toEqual({ title: 'X' });
    expect(failed.state.errorUpdatedAt).toBe(2_000_000);
    expect(failed.state.dataUpdatedAt).toBe(0);
  });
});
