import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { bundleRunner } from './bundle-runner';
import type { ServerReads } from './server-reads';
import type { BundleMeta, RenderResult, RenderTask, RenderThreadData } from './server-bundle';

/** Where the gateway's pages are rendered: render threads, or its own thread. */
export interface PageSource {
  run(task: RenderTask & { kind: 'meta' }): Promise<BundleMeta>;
  run(task: RenderTask & { kind: 'render' }): Promise<RenderResult>;
}

/**
 * Renders in flight on one thread: each waits for its API reads part of the time (~5 reads a conference page), and
 * the thread renders another meanwhile.
 */
const RENDERS_PER_THREAD = 4;
/** Renders waiting for a thread at most; past them a page goes out as the client-rendered shell, never a hung request. */
const MAX_QUEUED = 256;
/**
 * A thread's heap ceiling: the process's own (start.js, the Dockerfile). The bundle and its caches hold ~75 MB live
 * after a few hundred different pages, with several renders in flight on top; lower ceilings did not lower the
 * gateway's resident memory in bench:scale (docs/performance.md), they only brought a thread closer to running out.
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 384 };

/** The compiled worker beside this file, or the build's when this file runs from its source (jest). */
function workerFile(): string {
  const beside = join(__dirname, 'render-worker.js');
  return existsSync(beside) ? beside : join(__dirname, '..', '..', 'dist', 'web', 'render-worker.js');
}

/**
 * RENDER_THREADS=0 (the default: a thread costs ~40 MB) renders on the gateway's own thread, with `reads` in-process;
 * a render thread reads everything over HTTP.
 */
export function pageSource(data: RenderThreadData, threads: number, reads?: ServerReads): PageSource {
  if (threads === 0) {
    const run = bundleRunner(data, reads);
    return { run: async (task: RenderTask) => run(task) } as PageSource;
  }
  const pool = new Piscina({
    filename: workerFile(),
    workerData: data,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    maxQueue: MAX_QUEUED,
    resourceLimits: THREAD_HEAP,
  });
  return { run: (task: RenderTask) => pool.run(task) } as PageSource;
}
