import { newSpanId, newTraceId, SpanContext } from './trace-context';

export type SpanKind = 'server' | 'client';
export type SpanAttributes = Record<string, string | number | boolean>;

export interface Span {
  readonly context: SpanContext;
  /** Ends the span; `error` marks it failed; `name` replaces the name it started with (a route known only at the end). */
  end(attributes?: SpanAttributes, error?: string, name?: string): void;
}

/**
 * Starts spans. Without a collector (no OTEL_EXPORTER_OTLP_ENDPOINT) it only makes the ids that tie log
 * lines together, at the cost of a random number; with one, the OpenTelemetry SDK records and exports them.
 */
export interface Tracer {
  /** `parent` is the caller's context (from a traceparent) or undefined to start a trace. */
  startSpan(name: string, kind: SpanKind, parent: SpanContext | undefined, attributes?: SpanAttributes): Span;
  /** Sends what is still buffered; called on shutdown. */
  shutdown(): Promise<void>;
}

/** Ids only: what every process does when no collector is configured, and for health probes. */
export const idTracer: Tracer = {
  startSpan(_name, _kind, parent) {
    const context = { traceId: parent?.traceId ?? newTraceId(), spanId: newSpanId(), sampled: parent?.sampled ?? true };
    return { context, end: () => undefined };
  },
  shutdown: () => Promise.resolve(),
};

/**
 * The process's tracer. The SDK is required only when an endpoint is configured, so a process without
 * one loads none of it.
 */
export function createTracer(serviceName: string, otlpEndpoint: string | undefined): Tracer {
  if (!otlpEndpoint) return idTracer;
  const { OtelTracer } = require('./otel-tracer') as typeof import('./otel-tracer');
  return new OtelTracer(serviceName, otlpEndpoint);
}
