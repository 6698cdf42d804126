import { ValidationPipe, BadRequestException, type ValidationError } from '@nestjs/common';
import { Messages } from '@catalogo/contracts/core';

/** Flattens class-validator errors into Portuguese messages (unknown fields named). */
export function validationMessages(errors: ValidationError[], prefix = ''): string[] {
  const out: string[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    for (const [key, text] of Object.entries(error.constraints ?? {})) {
      out.push(key === 'whitelistValidation' ? Messages.unknownField(field) : text);
    }
    out.push(...validationMessages(error.children ?? [], field));
  }
  return [...new Set(out)];
}

/**
 * The global ValidationPipe (ARCHITECTURE.md "Request flow"): whitelist, unknown fields refused,
 * DTO instances built (transform) but no implicit type conversion (docs/API.md §4: "19.90" as a
 * price is refused). Errors become a 400 with an array of Portuguese messages.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors)),
  });
}
