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
  TooManyRequests = 'TOO_MANY_REQUESTS',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  ServiceTimeout = 'SERVICE_TIMEOUT',
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
