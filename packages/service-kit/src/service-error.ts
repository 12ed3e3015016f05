import { RpcException } from '@nestjs/microservices';
import { ErrorCode, ServiceErrorPayload } from '@confdir/contracts';

/** An error a service means to send: it carries a stable code the gateway maps to HTTP. */
export class ServiceError extends RpcException {
  constructor(readonly payload: ServiceErrorPayload) {
    super(payload);
  }

  static validation(message: string): ServiceError {
    return new ServiceError({ code: ErrorCode.Validation, message });
  }
  static notFound(message: string): ServiceError {
    return new ServiceError({ code: ErrorCode.NotFound, message });
  }
  static conflict(message: string, details?: Record<string, unknown>): ServiceError {
    return new ServiceError({ code: ErrorCode.Conflict, message, details });
  }
  static unprocessable(message: string): ServiceError {
    return new ServiceError({ code: ErrorCode.Unprocessable, message });
  }
  static forbidden(message: string): ServiceError {
    return new ServiceError({ code: ErrorCode.Forbidden, message });
  }
  static unauthorized(message: string): ServiceError {
    return new ServiceError({ code: ErrorCode.Unauthorized, message });
  }
  static tooManyRequests(message: string): ServiceError {
    return new ServiceError({ code: ErrorCode.TooManyRequests, message });
  }
}
