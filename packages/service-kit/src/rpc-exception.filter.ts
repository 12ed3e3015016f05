import { ArgumentsHost, Catch, Logger, RpcExceptionFilter } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import { ErrorCode, ServiceErrorPayload } from '@confdir/contracts';
import { ServiceError } from './service-error';
import { isDatabaseUnavailable } from './database-errors';

/**
 * Every error leaving a service becomes a ServiceErrorPayload. A database that cannot be reached
 * is DATABASE_UNAVAILABLE (the caller may retry); anything else unexpected is logged here with its
 * stack and leaves as a bare INTERNAL code, so no detail leaks to clients.
 */
@Catch()
export class AllRpcExceptionsFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcExceptions');

  catch(exception: unknown, host: ArgumentsHost): Observable<ServiceErrorPayload> {
    if (exception instanceof ServiceError) return throwError(() => exception.payload);
    const pattern = host.switchToRpc().getContext()?.getSubject?.() ?? 'unknown';
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable on ${pattern}: ${exception instanceof Error ? exception.message : String(exception)}`);
      return throwError(() => ({ code: ErrorCode.DatabaseUnavailable, message: 'Database unavailable, try again shortly' }));
    }
    this.logger.error(`Unhandled error on ${pattern}`, exception instanceof Error ? exception.stack : String(exception));
    return throwError(() => ({ code: ErrorCode.Internal, message: 'Internal error' }));
  }
}
