/**
 * Reads a request body from an installed app of the API family into the contract's shape before strict validation:
 * fields the contract does not know are dropped (and reported, never trusted), `unique_token` becomes the session
 * credential, and values with one meaning are written the contract's way. Anything else is left for the strict
 * validator to refuse.
 */
import type { JsonSchema } from '../contract/load-contract.ts';
import { enumOf, isoDateOf, numberOf } from './legacy-values.ts';

export interface LegacyRead {
  body: unknown;
  /** The `unique_token` the app sent (top level or inside `new_result`). */
  credential: string | undefined;
  /** Paths of the fields that were dropped. */
  ignored: string[];
  /** The values of `user_id` fields that were dropped (anywhere): each must still be the caller's own. */
  droppedUserIds: unknown[];
}

export function readLegacyBody(schema: JsonSchema | undefined, body: unknown): LegacyRead {
  const ignored: string[] = [];
  const droppedUserIds: unknown[] = [];
  let credential: string | undefined;
  const take = (o: Record<string, unknown>) => {
    const token = o.unique_token;
    if (typeof token === 'string' && token !== '') credential ??= token;
    delete o.unique_token;
  };
  if (isObject(body)) {
    body = { ...body };
    take(body as Record<string, unknown>);
    const slip = (body as Record<string, unknown>).new_result;
    if (isObject(slip)) {
      (body as Record<string, unknown>).new_result = { ...slip };
      take((body as Record<string, unknown>).new_result as Record<string, unknown>);
    }
  }
  return { body: schema ? readValue(schema, body, '', ignored, droppedUserIds) : body, credential, ignored, droppedUserIds };
}

const DATE_FIELD = /(^|\.)(bid_date|bid_from|bid_to|date_from|date_to)$/;

function readValue(schema: JsonSchema, value: unknown, path: string, ignored: string[], droppedUserIds: unknown[]): unknown {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties && isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key in properties) out[key] = readValue(properties[key] as JsonSchema, v, field, ignored, droppedUserIds);
      else if (schema.additionalProperties === false) {
        ignored.push(field);
        if (key === 'user_id') droppedUserIds.push(v);
      } else out[key] = v;
    }
    return out;
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object') {
    return value.map((item, i) => readValue(schema.items as JsonSchema, item, `${path}.${i}`, ignored, droppedUserIds));
  }
  // Types a value may have, also across a oneOf's branches (a limit: an integer, or null to remove it).
  const branches = ([] as JsonSchema[]).concat((schema.oneOf as JsonSchema[] | undefined) ?? [], (schema.anyOf as JsonSchema[] | undefined) ?? []);
  const types = ([] as unknown[]).concat(schema.type ?? [], ...branches.map((b) => b.type ?? []));
  if (typeof value === 'string') {
    if (!types.includes('string') && (types.includes('integer') || types.includes('number'))) {
      return numberOf(value, !types.includes('number'));
    }
    if (Array.isArray(schema.enum)) return enumOf(value, schema.enum);
    // Dates, also in fields the contract keeps as free text (a slip's bid_date).
    if (schema.format === 'date' || DATE_FIELD.test(path)) return isoDateOf(value);
    return value;
  }
  // A whole number where the contract takes text (an account number, a UTR) is written as text, but only when JSON
  // could carry it exactly: past 2^53 it was already rounded when read (12345678901234567 arrives as ...568), and is
  // left for strict validation to refuse rather than stored as another number.
  if (typeof value === 'number' && Number.isSafeInteger(value) && types.length === 1 && types[0] === 'string' && !schema.enum) {
    return String(value);
  }
  return value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
