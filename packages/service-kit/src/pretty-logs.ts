import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

/** The access line's fields, shown in its message instead of after it. */
const ACCESS_FIELDS = ['method', 'route', 'path', 'status', 'ms', 'bytes'];

/**
 * Readable lines for a person at a terminal (LOG_FORMAT=pretty, or stdout is a TTY): time, level, process,
 * message, then any other fields on the same line. An access line reads `GET /api/conferences 200 12 ms 3.1 kB`.
 * pino-pretty runs in this process (not a worker thread): only people read this, at a person's pace.
 */
export function prettyStream(destination: DestinationStream | NodeJS.WritableStream = process.stdout): DestinationStream {
  return pretty({
    destination,
    sync: true,
    colorize: 'isTTY' in destination ? Boolean(destination.isTTY) : false,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: ['pid', 'hostname', ...ACCESS_FIELDS].join(','),
    singleLine: true,
    messageFormat: (log, messageKey) => (typeof log.status === 'number' && typeof log.method === 'string' ? accessMessage(log) : String(log[messageKey] ?? '')),
  });
}

export function accessMessage(log: Record<string, unknown>): string {
  const bytes = Number(log.bytes ?? 0);
  const size = bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${bytes} B`;
  return `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.ms)} ms ${size}`;
}
