import { randomFillSync } from 'node:crypto';

/** The W3C Trace Context header: carried from the browser (or a proxy) to the gateway and from it to every service over NATS. */
export const TRACEPARENT_HEADER = 'traceparent';

/** Where a span sits in its trace: the ids of a W3C `traceparent`. */
export interface SpanContext {
  /** 32 lower-case hex digits; every log line of a request carries it as `trace_id`. */
  traceId: string;
  /** 16 lower-case hex digits. */
  spanId: string;
  /** The caller asked for this trace to be recorded (flag 01). */
  sampled: boolean;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-|$)/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/**
 * The context of a `traceparent` value, or undefined for anything malformed (the caller then starts a new
 * trace; a bad header is never an error). Per the spec: version ff and all-zero ids are invalid, version
 * 00 has exactly four fields, and a later version may add fields after them.
 */
export function parseTraceparent(value: unknown): SpanContext | undefined {
  if (typeof value !== 'string' || value.length < 55 || value.length > 256) return undefined;
  const m = TRACEPARENT.exec(value);
  if (!m) return undefined;
  const [, version, traceId, spanId, flags] = m;
  if (version === 'ff' || (version === '00' && value.length !== 55)) return undefined;
  if (traceId === ZERO_TRACE || spanId === ZERO_SPAN) return undefined;
  return { traceId, spanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

export function formatTraceparent(context: SpanContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
}

/** Random bytes drawn 4 KB at a time: ids are made on every request, and one getrandom call per id would cost more than the id. */
const pool = Buffer.alloc(4096);
let offset = pool.length;

function randomHex(bytes: number): string {
  if (offset + bytes > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + bytes);
  offset += bytes;
  return hex;
}

export function newTraceId(): string {
  const id = randomHex(16);
  return id === ZERO_TRACE ? newTraceId() : id;
}

export function newSpanId(): string {
  const id = randomHex(8);
  return id === ZERO_SPAN ? newSpanId() : id;
}
