import { Transform, plainToInstance } from 'class-transformer';

/** Trims a string value; leaves other types untouched so type checks still reject them. */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases a string value (e-mail addresses are compared lower-cased). */
export const TrimLower = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

/**
 * Turns a nested plain object (or each object of an array) into an instance of `cls`, so that
 * `@ValidateNested` and whitelisting check it. What class-transformer's `@Type` does, without
 * reflect-metadata: `@Type` reads `Reflect.getMetadata` when the class is declared, which throws
 * in the web app (no reflect-metadata there). Other values are left as they are, so the type
 * checks still reject them.
 */
export const Nested = <T extends object>(cls: new () => T): PropertyDecorator =>
  Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const value = obj[key];
    const one = (v: unknown): unknown =>
      v !== null && typeof v === 'object' && !Array.isArray(v) ? plainToInstance(cls, v) : v;
    return Array.isArray(value) ? value.map(one) : one(value);
  });
