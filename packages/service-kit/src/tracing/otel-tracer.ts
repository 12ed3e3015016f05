import { ROOT_CONTEXT, SpanKind as OtelSpanKind, SpanStatusCode, trace, TraceFlags, type Tracer as OtelApiTracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { SpanContext } from './trace-context';
import type { Span, SpanAttributes, SpanKind, Tracer } from './tracer';

const KINDS: Record<SpanKind, OtelSpanKind> = { server: OtelSpanKind.SERVER, client: OtelSpanKind.CLIENT };

/**
 * Spans through the OpenTelemetry SDK, exported in batches over OTLP/HTTP (JSON) to `${endpoint}/v1/traces`.
 * A provider of its own, not the global one: parents are passed explicitly (the gateway's request context,
 * a NATS message's traceparent), and the tests run the gateway and a service in one process, each with its name.
 */
export class OtelTracer implements Tracer {
  private readonly provider: BasicTracerProvider;
  private readonly tracer: OtelApiTracer;

  constructor(serviceName: string, endpoint: string) {
    const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': serviceName, 'service.namespace': 'confdir' }),
      spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    });
    this.tracer = this.provider.getTracer('confdir');
  }

  startSpan(name: string, kind: SpanKind, parent: SpanContext | undefined, attributes?: SpanAttributes): Span {
    const context = parent
      ? trace.setSpanContext(ROOT_CONTEXT, { traceId: parent.traceId, spanId: parent.spanId, traceFlags: parent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE, isRemote: true })
      : ROOT_CONTEXT;
    const span = this.tracer.startSpan(name, { kind: KINDS[kind], attributes }, context);
    const ids = span.spanContext();
    return {
      context: { traceId: ids.traceId, spanId: ids.spanId, sampled: (ids.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED },
      end(endAttributes, error, endName) {
        if (endName) span.updateName(endName);
        if (endAttributes) span.setAttributes(endAttributes);
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
        span.end();
      },
    };
  }

  shutdown(): Promise<void> {
    return this.provider.shutdown();
  }
}
