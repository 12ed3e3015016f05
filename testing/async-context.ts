import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Whether what `ask` leaves behind still holds the async context it ran in (a request's AsyncLocalStorage store,
 * and through it the whole request) after a full garbage collection: a cache that keeps the promise of a load
 * keeps the request that started it.
 */
export async function keepsAsyncContext(ask: () => Promise<unknown>): Promise<boolean> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const storage = new AsyncLocalStorage<{ request: Buffer }>();
  let request: WeakRef<object> | undefined;
  await storage.run({ request: Buffer.alloc(1024) }, async () => {
    request = new WeakRef(storage.getStore() as object);
    await ask();
  });
  await new Promise((r) => setImmediate(r));
  gc();
  return request?.deref() !== undefined;
}
