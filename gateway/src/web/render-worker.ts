/**
 * A render thread (a Piscina worker): the server bundle off the gateway's event loop. A page no cache holds costs
 * tens of milliseconds of CPU; on the event loop each one held up every API call meanwhile, those of the pages' own
 * data included, so a crawler walking distinct pages slowed the whole API and its own pages.
 */
import { workerData } from 'node:worker_threads';
import { bundleRunner } from './bundle-runner';
import type { RenderThreadData } from './server-bundle';

export default bundleRunner(workerData as RenderThreadData);
