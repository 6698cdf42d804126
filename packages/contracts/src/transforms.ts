import { Transform } from 'class-transformer';

/** Trims a string value; leaves other types untouched so type checks still reject them. */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases a string value (e-mail addresses are compared lower-cased). */
export const TrimLower = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );
