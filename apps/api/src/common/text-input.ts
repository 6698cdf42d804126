import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from './domain-error';
import { errorBody } from './all-exceptions.filter';

/**
 * C0 control characters other than tab (U+0009), line feed (U+000A) and carriage return
 * (U+000D). PostgreSQL refuses U+0000 in text; the others have no place in a name or a list.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Keys no DTO has and that make class-transformer or a careless merge misbehave: `constructor`
 * holding a non-function makes plainToInstance call `new 1()` (a TypeError, once a 500);
 * `__proto__` and `prototype` are prototype-pollution vectors.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deepest JSON body accepted (the DTOs need 3: array → item → field). */
export const MAX_BODY_DEPTH = 32;

/** True when `text` holds a forbidden control character or a lone UTF-16 surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** One step of a field's path, linked to its parent. */
interface PathNode {
  key: string | number;
  parent: PathNode | null;
}

/** How a field is named in messages: `name`, `items.2.name`; top-level array index as "Item N". */
function describe(path: (string | number)[]): { prefix: string; field: string } {
  const [first, ...rest] = path;
  if (typeof first === 'number') {
    return { prefix: `Item ${first + 1}: `, field: rest.join('.') || 'item' };
  }
  return { prefix: '', field: path.map((p) => (typeof p === 'number' ? p + 1 : p)).join('.') };
}

/**
 * Checks and normalises every string in `value` (in place for objects and arrays, iteratively so
 * no input can exhaust the stack): a string holding a forbidden character names its field in the
 * returned messages; every other string is replaced by its NFC form. The keys `__proto__`,
 * `constructor` and `prototype`, at any depth, are named as not allowed (no DTO has them);
 * other keys are left to the DTO whitelist.
 *
 * @param root field name of `value` itself (a path or query parameter), or none for a body.
 * @returns the normalised value and the Portuguese messages (empty when every string is valid).
 */
export function normaliseText(
  value: unknown,
  root?: string,
): { value: unknown; messages: string[] } {
  const messages: string[] = [];
  // Paths are linked lists (child → parent), turned into arrays only for a message, so a deep
  // value costs linear time and memory.
  const name = (at: PathNode | null) => {
    const path: (string | number)[] = [];
    for (let n = at; n; n = n.parent) path.push(n.key);
    return describe(path.length ? path.reverse() : [root ?? 'valor']);
  };
  const check = (text: string, at: PathNode | null): string => {
    if (hasForbiddenCharacters(text)) {
      const { prefix, field } = name(at);
      messages.push(prefix + Messages.invalidCharacters(field));
      return text;
    }
    return text.normalize('NFC');
  };
  const base: PathNode | null = root === undefined ? null : { key: root, parent: null };
  if (typeof value === 'string') return { value: check(value, base), messages };
  const stack: { node: object; at: PathNode | null }[] = [];
  if (typeof value === 'object' && value !== null) stack.push({ node: value, at: base });
  while (stack.length > 0) {
    const { node, at } = stack.pop()!;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      const childAt: PathNode = { key: Array.isArray(node) ? Number(key) : key, parent: at };
      if (FORBIDDEN_KEYS.has(key)) {
        const { prefix, field } = name(childAt);
        messages.push(prefix + Messages.unknownField(field));
        continue;
      }
      if (typeof child === 'string') {
        const next = check(child, childAt);
        // Own data properties only (JSON.parse makes "__proto__" one), so this never touches
        // a prototype.
        if (next !== child) Object.defineProperty(record, key, { value: next });
      } else if (typeof child === 'object' && child !== null) {
        stack.push({ node: child, at: childAt });
      }
    }
  }
  return { value, messages };
}

/**
 * The one global rule for text: runs before the ValidationPipe and every route pipe,
 * on each body, query and path parameter a handler declares. Refuses NUL and the other C0
 * controls except tab/CR/LF, and lone surrogates, with a 400 naming the field; normalises every
 * other string to Unicode NFC, so length checks and storage see one form ("é" typed as one
 * code point or as "e" + combining accent is the same name).
 *
 * @throws DomainError(Validation) → 400 with one message per offending field.
 */
@Injectable()
export class TextInputPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const root = metadata.type === 'body' ? undefined : metadata.data;
    const result = normaliseText(value, root);
    if (result.messages.length > 0) {
      throw new DomainError(ErrorCode.Validation, [...new Set(result.messages)]);
    }
    return result.value;
  }
}

/** Nesting depth of a parsed JSON value (a scalar is 0), computed without recursion. */
export function jsonDepth(value: unknown, stopAbove = Infinity): number {
  let deepest = 0;
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: here });
    }
  }
  return deepest;
}

/**
 * Express middleware placed right after the JSON body parser: a body nested deeper than
 * `MAX_BODY_DEPTH` (e.g. 100 kB of `[[[…]]]`) answers 400 before class-transformer, which
 * recurses, ever sees it.
 */
export function limitBodyDepth(req: Request, res: Response, next: NextFunction): void {
  if (jsonDepth(req.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    res.status(400).json(errorBody(400, Messages.nestingTooDeep));
    return;
  }
  next();
}
