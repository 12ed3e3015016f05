import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { bundleRunner } from './bundle-runner';
import { RenderGate } from './render-gate';
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
/**
 * Renders in flight on the gateway's own thread. Fewer left the CPU idle while renders waited for their reads (6: a
 * sixth fewer pages/s at 32 connections); 16 renders as many pages/s as unbounded did (docs/performance.md).
 */
const RENDERS_IN_PROCESS = 16;
/**
 * Renders waiting for a slot at most (under a second of work at the measured render rates); past them a page goes
 * out at once as the client-rendered shell, never a hung request.
 */
const MAX_QUEUED = 64;
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
    return gated(async (task: RenderTask) => run(task), new RenderGate(RENDERS_IN_PROCESS, MAX_QUEUED));
  }
  const pool = new Piscina({
    filename: workerFile(),
    workerData: data,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    resourceLimits: THREAD_HEAP,
  });
  return gated((task: RenderTask) => pool.run(task), new RenderGate(threads * RENDERS_PER_THREAD, MAX_QUEUED));
}

/** Page renders through `gate` (the pool never queues behind it); the bundle's meta at once. */
function gated(run: (task: RenderTask) => Promise<BundleMeta | RenderResult>, gate: RenderGate): PageSource {
  return { run: (task: RenderTask) => (task.kind === 'render' ? gate.run(() => run(task)) : run(task)) } as PageSource;
}
