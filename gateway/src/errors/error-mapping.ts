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

const REASON: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return REASON[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Present when a service attached machine-readable facts, e.g. the slug of a duplicate. */
  details?: Record<string, unknown>;
}
