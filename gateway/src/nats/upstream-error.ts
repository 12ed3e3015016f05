import { ErrorCode, ServiceErrorPayload } from '@confdir/contracts';

/** A service call that failed: either the service said so, or nobody answered in time. */
export class UpstreamError extends Error {
  constructor(readonly payload: ServiceErrorPayload) {
    super(payload.message);
  }

  get code(): ErrorCode {
    return this.payload.code;
  }
}
