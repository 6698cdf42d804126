/**
 * Everything: the dependency-free entry (`core.ts`: the rules of `domain/`, messages, limits,
 * response types) and the DTO classes (class-validator) of each endpoint.
 */
export * from './core';
export * from './transforms';
export * from './validators';
export * from './auth';
export * from './user';
export * from './catalog';
export * from './store';
export * from './email';
export * from './password';
export * from './order';
export * from './settings';
export * from './spreadsheet-dto';
export * from './options';
export * from './media';
export * from './analytics';
export * from './coupon';
export * from './push';
export * from './receipt-dto';
export * from './payment';
