/**
 * Strict JSON Schema 2020-12 validation for requests (and, in tests, replies): no type coercion, no silently
 * dropped fields, every problem reported (up to MAX_PROBLEMS). A schema's `x-message` is the text a player sees when it fails
 * (`{field}` in it names the field), and `x-message-<keyword>` the text for that keyword's failure (`maxLength` ...).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { hasAtMostDecimals } from '../lib/money.ts';
import type { JsonSchema } from './load-contract.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** The keywords a schema may word a failure of on its own (`x-message-maxLength` ...). */
const KEYWORD_MESSAGES = ['maxLength', 'minLength', 'maximum', 'minimum', 'minProperties', 'pattern'] as const;

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    verbose: true,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addVocabulary(['x-message', ...KEYWORD_MESSAGES.map((k) => `x-message-${k}`), 'example', 'discriminator', 'xml', 'externalDocs']);
  // Amounts of points with at most two decimals. Not `multipleOf: 0.01`: its quotient test refuses valid amounts
  // (111848.18 / 0.01 is not a whole number in binary floating point).
  ajv.addKeyword({
    keyword: 'x-decimals',
    type: 'number',
    schemaType: 'number',
    errors: false,
    validate: (places: number, value: number) => hasAtMostDecimals(value, places),
  });
  return ajv;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** The most problems one reply lists: a form shows a few; a body of hundreds of bad fields needs no more to be fixed. */
export const MAX_PROBLEMS = 50;

/** Ajv errors as one problem per field, in the order they were found, worded for people (the first MAX_PROBLEMS). */
export function describeErrors(errors: ErrorObject[] | null | undefined): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of errors ?? []) {
    if (problems.length === MAX_PROBLEMS) break;
    const problem = describe(error);
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    problems.push(problem);
  }
  return problems;
}

function describe(error: ErrorObject): FieldProblem {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const join = (name: string) => (base ? `${base}.${name}` : name);
  if (error.keyword === 'required') {
    const field = join(String(error.params.missingProperty));
    return { field, message: `${field} is required` };
  }
  if (error.keyword === 'additionalProperties') {
    const field = join(String(error.params.additionalProperty));
    return { field, message: `Unknown field: ${field}` };
  }
  const field = base || 'body';
  const schema = error.parentSchema as JsonSchema | undefined;
  const custom = schema?.[`x-message-${error.keyword}`] ?? schema?.['x-message'];
  if (typeof custom === 'string') return { field, message: custom.replaceAll('{field}', field) };
  if (error.keyword === 'type') {
    if (!base) return { field, message: 'The request body must be a JSON object.' };
    const types = [String(error.params.type)].flatMap((t) => t.split(','));
    return { field, message: `${field} must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}` };
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params.allowedValues as unknown[]).map((v) => (v === '' ? '(empty)' : String(v)));
    return { field, message: allowed.length <= 12 ? `${field} must be one of: ${allowed.join(', ')}` : `${field} is not one of the allowed values` };
  }
  if (error.keyword === 'pattern' || error.keyword === 'format') return { field, message: `${field} is not in the expected form` };
  return { field, message: `${field} ${error.message ?? 'is invalid'}` };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

export type { ValidateFunction };
