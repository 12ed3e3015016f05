import { Inject, Injectable, OnApplicationShutdown, Provider } from '@nestjs/common';
import { createTracer, type Tracer } from '@confdir/service-kit/dist/tracing';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** The gateway's tracer: ids only, or OpenTelemetry spans exported when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export const TRACER = Symbol('TRACER');

export const tracerProvider: Provider = {
  provide: TRACER,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig): Tracer => createTracer('gateway', config.otlpEndpoint),
};

/** Sends the spans still buffered when the gateway stops (after the NATS connection has drained). */
@Injectable()
export class TracerShutdown implements OnApplicationShutdown {
  constructor(@Inject(TRACER) private readonly tracer: Tracer) {}

  onApplicationShutdown(): Promise<void> {
    return this.tracer.shutdown();
  }
}
