import { ErrorCode, ServiceErrorPayload } from '@confdir/contracts';

/** A service call that failed: either the service said so, or nobody answered in time. */
export class UpstreamError extends Error {
  /**
   * @param retryable true when the call may not have reached a live service at all (no responders,
   * timeout), so an idempotent read may be tried once more.
   */
  constructor(
    readonly payload: ServiceErrorPayload,
    readonly retryable = false,
  ) {
    super(payload.message);
  }

  get code(): ErrorCode {
    return this.payload.code;
  }
}
