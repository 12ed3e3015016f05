/**
 * Stable error codes that cross process boundaries. Services raise them; only the
 * gateway decides which HTTP status each one becomes.
 */
export enum ErrorCode {
  Validation = 'VALIDATION',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  /** Well-formed, but what it points at cannot be used, e.g. a link whose page cannot be read; the reason is the answer's `error`. */
  Unprocessable = 'UNPROCESSABLE',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  ServiceTimeout = 'SERVICE_TIMEOUT',
  /** The service runs but cannot reach its database (down, restarting, overloaded); worth retrying shortly. */
  DatabaseUnavailable = 'DATABASE_UNAVAILABLE',
  /** A service's reply would exceed the NATS message limit; it sent this instead (every list is paged, so it marks a missing bound). */
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  Internal = 'INTERNAL',
}

/** The error body a service sends back over NATS. */
export interface ServiceErrorPayload {
  code: ErrorCode;
  message: string;
  /** Machine-readable extras, e.g. the slug of the conflicting record. */
  details?: Record<string, unknown>;
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && Object.values(ErrorCode).includes(v.code as ErrorCode) && typeof v.message === 'string';
}
