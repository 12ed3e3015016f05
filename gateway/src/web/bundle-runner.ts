import { AsyncLocalStorage } from 'node:async_hooks';
import { TRACEPARENT_HEADER } from '@confdir/service-kit/dist/tracing';
import type { BundleMeta, RenderResult, RenderTask, RenderThreadData, ServerBundle } from './server-bundle';

export type BundleRunner = (task: RenderTask) => BundleMeta | Promise<RenderResult>;

/**
 * Loads the server bundle and answers render tasks with it, on a render thread or, with RENDER_THREADS=0, on the
 * gateway's own. The bundle reads the public API through the gateway's address, without cookies, so no visitor's
 * personal data can end up in a page.
 */
export function bundleRunner({ entry, baseUrl }: RenderThreadData): BundleRunner {
  /** The render a read belongs to: several are in flight while their data loads. */
  const current = new AsyncLocalStorage<{ origin: string; traceparent?: string }>();
  const bundle = require(entry) as ServerBundle;
  bundle.configure({
    transport: (path, init) => {
      const render = current.getStore();
      if (!render) return Promise.reject(new Error(`an API read outside a render: ${path}`));
      const headers = new Headers(init?.headers);
      if (render.traceparent) headers.set(TRACEPARENT_HEADER, render.traceparent);
      return fetch(`${render.origin}${path}`, { ...init, headers, credentials: undefined });
    },
    baseUrl,
  });
  return (task) => {
    if (task.kind === 'meta') return { inlineScripts: bundle.inlineScripts, pageLoader: bundle.pageLoader };
    return current.run({ origin: task.origin, traceparent: task.traceparent }, () => bundle.render({ url: task.url }));
  };
}
