import { TextCache } from './text-cache';

describe('TextCache', () => {
  it('builds once for a burst of requests and serves the copy until it expires', async () => {
    const cache = new TextCache(60_000, 10, 'test');
    const build = jest.fn(async () => 'BEGIN:VCALENDAR');
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('calendar?country=DE', build)));
    expect(new Set(answers)).toEqual(new Set(['BEGIN:VCALENDAR']));
    expect(build).toHaveBeenCalledTimes(1);
    await cache.get('calendar?country=DE', build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = new TextCache(60_000, 10, 'test');
    await expect(cache.get('k', async () => Promise.reject(new Error('catalog down')))).rejects.toThrow('catalog down');
    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok');
  });
});
