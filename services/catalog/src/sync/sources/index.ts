import { confsTechSource } from './confs-tech.source';
import { developersEventsSource } from './developers-events.source';
import { SyncSource } from './source';

/** Every source the catalog can sync from, by name. */
export const SYNC_SOURCES: readonly SyncSource[] = [confsTechSource, developersEventsSource];
export const SYNC_SOURCE_NAMES = SYNC_SOURCES.map((s) => s.name);

export function sourceNamed(name: string): SyncSource | undefined {
  return SYNC_SOURCES.find((s) => s.name === name);
}
