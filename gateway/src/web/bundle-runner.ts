import { AsyncLocalStorage } from 'node:async_hooks';
import { TRACEPARENT_HEADER } from '@confdir/service-kit/dist/tracing';
import type { BundleMeta, RenderResult, RenderTask, RenderThreadData, ServerBundle } from './server-bundle';
import type { ServerReads } from './server-reads';

export type BundleRunner = (task: RenderTask) => BundleMeta | Promise<RenderResult>;

/**
 * A read the network failed is sent once more. The render thread's keep-alive connections to the gateway go idle
 * between pages, and a thread busy rendering notices late that the gateway closed one (its keep-alive timeout):
 * a read sent on it fails at once with "other side closed" (seen in the browser tests: the page then went out with
 * an error state). The renderer's reads are all GETs, which may be repeated.
 */
function readOnceMore(method: string | undefined, read: () => Promise<Response>): Promise<Response> {
  const repeatable = method === undefined || method === 'GET' || method === 'HEAD';
  // fetch's network failure is a TypeError ("fetch failed"), by name: jest's sandbox has a TypeError of its own.
  return read().catch((err: unknown) => (repeatable && (err as Error | undefined)?.name === 'TypeError' ? read() : Promise.reject(err)));
}

/**
 * Loads the server bundle and answers render tasks with it, on a render thread or, with RENDER_THREADS=0, on the
 * gateway's own. The bundle reads the public API in-process where `reads` has the read (ServerReads), else through
 * the gateway's own address; either way without cookies, so no visitor's personal data can end up in a page.
 */
export function bundleRunner({ entry, baseUrl }: RenderThreadData, reads?: ServerReads): BundleRunner {
  /** The page request's traceparent, for the reads of its render: several renders are in flight while their data loads. */
  const trace = new AsyncLocalStorage<string | undefined>();
  /** The gateway's address, the same for every render. */
  let origin = '';
  const bundle = require(entry) as ServerBundle;
  bundle.configure({
    transport: (path, init) => {
      const local = (init?.method ?? 'GET') === 'GET' ? reads?.answer(path) : undefined;
      if (local) return local;
      const headers = new Headers(init?.headers);
      const traceparent = trace.getStore();
      if (traceparent) headers.set(TRACEPARENT_HEADER, traceparent);
      return readOnceMore(init?.method, () => fetch(`${origin}${path}`, { ...init, headers, credentials: undefined }));
    },
    baseUrl,
  });
  return (task) => {
    if (task.kind === 'meta') return { inlineScripts: bundle.inlineScripts, pageLoader: bundle.pageLoader };
    origin ||= task.origin;
    return trace.run(task.traceparent, () => bundle.render({ url: task.url }));
  };
}
