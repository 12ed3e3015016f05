import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { flattenValidationErrors, isValidatedAsSent } from '@confdir/contracts';
import { ServiceError } from './service-error';

/** Keys a message may not carry at its top level: an instance built from it would take them for its own prototype or class. */
const UNSAFE_KEYS = ['__proto__', 'constructor', 'prototype'];

/**
 * Services re-validate what arrives over NATS with the same DTO classes the gateway uses. A class
 * marked ValidatedAsSent is validated as it came (its top-level keys on an instance of the class):
 * the same rules, without copying every nested object first.
 */
class RpcValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype;
    if (!isValidatedAsSent(type) || typeof value !== 'object' || value === null || Array.isArray(value) || UNSAFE_KEYS.some((key) => Object.hasOwn(value, key))) {
      return super.transform(value, metadata);
    }
    const entity: object = Object.assign(Object.create((type as { prototype: object }).prototype), value);
    const errors = await this.validate(entity, { ...this.validatorOptions, validationError: { target: false } });
    if (errors.length) throw await this.exceptionFactory(errors);
    return entity;
  }
}

export function rpcValidationPipe(): ValidationPipe {
  return new RpcValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => ServiceError.validation(flattenValidationErrors(errors).join('; ')),
  });
}
