import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCode } from '@confdir/contracts';
import { UpstreamError } from '../nats/upstream-error';
import { ErrorBody, HTTP_STATUS_BY_CODE, reasonPhrase } from './error-mapping';

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const m = (response as { message: unknown }).message;
    if (Array.isArray(m)) return m.join('; ');
    if (typeof m === 'string') return m;
  }
  return fallback;
}

/** Every error answer has the shape {statusCode, error, message}; stacks stay in the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof UpstreamError) {
      const statusCode = HTTP_STATUS_BY_CODE[exception.code];
      // SPEC (add-by-link): a link that cannot be read answers with the reason in `error`, which the page shows.
      const error = exception.code === ErrorCode.Unprocessable ? exception.message : reasonPhrase(statusCode);
      const body: ErrorBody = { statusCode, error, message: exception.message };
      if (exception.payload.details) body.details = exception.payload.details;
      return body;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, error: reasonPhrase(statusCode), message: messageOf(exception.getResponse(), exception.message) };
    }
    // body-parser and friends throw plain errors that carry a status (413 too large, 400 bad JSON).
    const status = (exception as { status?: unknown; statusCode?: unknown })?.status ?? (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const type = (exception as { type?: string }).type;
      const message = type === 'entity.parse.failed' ? 'Malformed JSON body' : type === 'entity.too.large' ? 'Request body too large' : reasonPhrase(status);
      return { statusCode: status, error: reasonPhrase(status), message };
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return { statusCode: 500, error: reasonPhrase(500), message: 'Internal server error' };
  }
}
