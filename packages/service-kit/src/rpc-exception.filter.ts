import { ArgumentsHost, Catch, Logger, RpcExceptionFilter } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import { ErrorCode, ServiceErrorPayload } from '@confdir/contracts';
import { ServiceError } from './service-error';

/**
 * Every error leaving a service becomes a ServiceErrorPayload. Anything unexpected is logged
 * here with its stack and leaves as a bare INTERNAL code, so no detail leaks to clients.
 */
@Catch()
export class AllRpcExceptionsFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcExceptions');

  catch(exception: unknown, host: ArgumentsHost): Observable<ServiceErrorPayload> {
    if (exception instanceof ServiceError) return throwError(() => exception.payload);
    const pattern = host.switchToRpc().getContext()?.getSubject?.() ?? 'unknown';
    this.logger.error(`Unhandled error on ${pattern}`, exception instanceof Error ? exception.stack : String(exception));
    return throwError(() => ({ code: ErrorCode.Internal, message: 'Internal error' }));
  }
}
