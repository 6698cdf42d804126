import * as path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { createGenerator, type SchemaGenerator } from 'ts-json-schema-generator';

/**
 * JSON Schemas of the contracts' response types, generated from their TypeScript source (the one
 * source, docs/ARCHITECTURE.md "API"): strict, so a field sent but not in the type, a
 * non-optional field not sent, or a value of the wrong type each fail. The TS program is built
 * once per test file (a few seconds); each type's validator is compiled on first use.
 */
const CONTRACTS = path.resolve(__dirname, '../../../../packages/contracts');

let generator: SchemaGenerator | undefined;
const ajv = new Ajv({ allErrors: true, strict: true });
const validators = new Map<string, ValidateFunction>();

function schemaGenerator(): SchemaGenerator {
  generator ??= createGenerator({
    // `core.ts` exports every response type (without the DTO classes).
    path: path.join(CONTRACTS, 'src/core.ts'),
    tsconfig: path.join(CONTRACTS, 'tsconfig.json'),
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    jsDoc: 'none',
    additionalProperties: false,
  });
  return generator;
}

/**
 * The validator of a response type exported by `@catalogo/contracts/core`, by name; `Name[]`
 * for an array of it.
 */
export function responseValidator(typeName: string): ValidateFunction {
  const cached = validators.get(typeName);
  if (cached) return cached;
  const isArray = typeName.endsWith('[]');
  const name = isArray ? typeName.slice(0, -2) : typeName;
  const schema = schemaGenerator().createSchema(name);
  const validate = ajv.compile(
    isArray
      ? {
          $schema: schema.$schema,
          definitions: schema.definitions,
          type: 'array',
          items: { $ref: `#/definitions/${name}` },
        }
      : schema,
  );
  validators.set(typeName, validate);
  return validate;
}

/** One line per schema error: where in the answer, what is wrong, the offending value. */
export function describeErrors(errors: ErrorObject[], answer: unknown): string {
  return errors
    .map((e) => {
      const at = e.instancePath || '(the answer)';
      if ('additionalProperty' in e.params)
        return `  ${at}: "${String(e.params.additionalProperty)}" is sent but not in the type`;
      if ('missingProperty' in e.params)
        return `  ${at}: "${String(e.params.missingProperty)}" is required by the type but not sent`;
      const got = JSON.stringify(valueAt(answer, e.instancePath))?.slice(0, 120);
      return `  ${at} ${e.message ?? 'is invalid'}, got ${got}`;
    })
    .join('\n');
}

/** The value at a JSON pointer (`/items/0/name`). */
function valueAt(value: unknown, pointer: string): unknown {
  let current: unknown = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
