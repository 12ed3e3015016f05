import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ServiceError } from './service-error';

export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flattenValidationErrors(error.children ?? [], path)];
  });
}

/** Services re-validate what arrives over NATS with the same DTO classes the gateway uses. */
export function rpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => ServiceError.validation(flattenValidationErrors(errors).join('; ')),
  });
}
