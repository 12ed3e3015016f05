/**
 * Errors that say the database cannot be reached or is restarting, as opposed to a query that is
 * wrong. They become DATABASE_UNAVAILABLE (a 503 at the gateway) rather than a 500: the request was
 * fine and will work again when the database is back.
 */

/** SQLSTATEs: class 08 connection exceptions, shutdown/cannot-connect-now, too many connections, statement timeout. */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300|57014)$/;
/** Node socket errors pg passes through when the server is gone or unreachable. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg and pg-pool say these in plain messages, without a code. */
const MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /Connection is not established/i, /connect ECONNREFUSED/i];

interface MaybeDbError {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 3 || typeof error !== 'object' || error === null) return false;
  const e = error as MaybeDbError;
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATES.test(e.code) || SOCKET_ERRORS.has(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // TypeORM wraps the pg error in QueryFailedError.driverError.
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}
