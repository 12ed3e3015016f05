/**
 * NATS subjects. A prefix (NATS_PREFIX) namespaces every subject so that parallel test runs,
 * or two installs sharing one NATS server, never answer each other's messages.
 * Read when the pattern tables are built, i.e. at import time.
 */
export function subject(name: string): string {
  const prefix = process.env.NATS_PREFIX ?? '';
  return prefix ? `${prefix.replace(/\.$/, '')}.${name}` : name;
}

export const SERVICE_NAMES = ['catalog', 'community', 'companies', 'media'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function healthSubject(service: ServiceName): string {
  return subject(`${service}.health`);
}

export type ComponentState = 'up' | 'down';

/** What every service answers on its health subject. */
export interface ServiceHealth {
  service: ServiceName;
  database: ComponentState;
  /** Only the media service reports object storage. */
  storage?: ComponentState;
}

/** A subject without this install's prefix (`catalog.conferences.list`): the name metrics and spans use. */
export function unprefixed(full: string): string {
  // Read once, like the pattern tables: this runs for every message.
  prefixDot ??= process.env.NATS_PREFIX ? `${process.env.NATS_PREFIX.replace(/\.$/, '')}.` : '';
  return prefixDot && full.startsWith(prefixDot) ? full.slice(prefixDot.length) : full;
}
let prefixDot: string | undefined;
