import { ValidationPipe } from '@nestjs/common';
import { flattenValidationErrors } from '@confdir/contracts';
import { ServiceError } from './service-error';

/** Services re-validate what arrives over NATS with the same DTO classes the gateway uses. */
export function rpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => ServiceError.validation(flattenValidationErrors(errors).join('; ')),
  });
}
