import { DataSource } from 'typeorm';
import { ConferenceEntity } from '../conferences/conference.entity';
import { SharedReads } from '../conferences/shared-reads';

/**
 * SharedReads (30 s fresh, 30 s more while a newer read runs) that a write to conferences through this
 * process drops at once, as the listing's page indexes are: what a visitor just submitted shows on its
 * city's page, the map and the calendar. Writes elsewhere (other replicas, the importer) show within a minute.
 */
export function readsUntilWrite<T>(db: DataSource, max: number): SharedReads<T> {
  const reads = new SharedReads<T>(max);
  db.subscribers.push({ listenTo: () => ConferenceEntity, afterInsert: () => reads.clear(), afterUpdate: () => reads.clear() });
  return reads;
}
