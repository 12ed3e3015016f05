import { STATUS_CODES } from 'node:http';
import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@confdir/contracts';

/** The only place where a service error code becomes an HTTP status. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, HttpStatus> = {
  [ErrorCode.Validation]: HttpStatus.BAD_REQUEST,
  [ErrorCode.Unauthorized]: HttpStatus.UNAUTHORIZED,
  [ErrorCode.Forbidden]: HttpStatus.FORBIDDEN,
  [ErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [ErrorCode.Conflict]: HttpStatus.CONFLICT,
  [ErrorCode.Unprocessable]: HttpStatus.UNPROCESSABLE_ENTITY,
  [ErrorCode.TooManyRequests]: HttpStatus.TOO_MANY_REQUESTS,
  [ErrorCode.ServiceUnavailable]: HttpStatus.SERVICE_UNAVAILABLE,
  [ErrorCode.ServiceTimeout]: HttpStatus.GATEWAY_TIMEOUT,
  [ErrorCode.DatabaseUnavailable]: HttpStatus.SERVICE_UNAVAILABLE,
  // The request was fine; the service's answer could not be carried. Not a 500, so it is told apart from a crash.
  [ErrorCode.PayloadTooLarge]: HttpStatus.BAD_GATEWAY,
  [ErrorCode.Internal]: HttpStatus.INTERNAL_SERVER_ERROR,
};

/** The standard reason phrase of a status (Node's table), as the `error` of a JSON error body. */
export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Present when a service attached machine-readable facts, e.g. the slug of a duplicate. */
  details?: Record<string, unknown>;
}
