import { DataSource } from 'typeorm';
import { ConferenceEntity } from '../conferences/conference.entity';
import type { StaleWhileRevalidate } from '@confdir/service-kit';
import { sharedReads } from '../conferences/shared-reads';

/**
 * Shared reads (30 s fresh, 30 s more while a newer read runs) that a write to conferences through this
 * process drops at once, as the listing's page indexes are: what a visitor just submitted shows on its
 * city's page, the map and the calendar. Writes elsewhere (other replicas, the importer) show within a minute.
 */
export function readsUntilWrite<T>(db: DataSource, max: number, metric: string): StaleWhileRevalidate<T> {
  const reads = sharedReads<T>(max, metric);
  db.subscribers.push({ listenTo: () => ConferenceEntity, afterInsert: () => reads.clear(), afterUpdate: () => reads.clear() });
  return reads;
}
