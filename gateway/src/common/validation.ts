import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { flattenValidationErrors } from '@confdir/contracts';

/** Unknown fields are refused, known ones typed; the message names every broken rule. */
export function gatewayValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(flattenValidationErrors(errors).join('; ')),
  });
}
