/**
 * A field sent twice is refused, in a form or in JSON: which of its values was meant (an amount, say) cannot be told,
 * and JSON.parse would quietly keep the last one.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

export function repeatedField(field: string): ApiError {
  const message = `The field ${field} is sent more than once: send it once.`;
  return new ApiError(422, 'VALIDATION_FAILED', message, { errors: [{ field, message }] });
}

/** An object's keys so far (a list while short, a set past that: a body of many keys stays linear), or an array's place. */
type Frame = { object: true; keys: string[]; set: Set<string> | null; key: string; expectKey: boolean } | { object: false; index: number };
const LIST_KEYS = 16;

/** The path of `key` in the innermost frame: each open frame's current key or index, then the key. */
function pathOf(stack: Frame[], key: string): string {
  return [...stack.slice(0, -1).map((frame) => (frame.object ? frame.key : String(frame.index))), key].join('.');
}

/** Whether the object already holds `key`; notes it when not. */
function seen(frame: Frame & { object: true }, key: string): boolean {
  if (frame.set) return frame.set.has(key) || (frame.set.add(key), false);
  if (frame.keys.includes(key)) return true;
  frame.keys.push(key);
  if (frame.keys.length > LIST_KEYS) frame.set = new Set(frame.keys);
  return false;
}

/**
 * The first key an object of this JSON text holds twice, as a path (`new_result.result.0.digits`); undefined when
 * none. For text JSON.parse has accepted: it only follows strings, objects and arrays.
 */
export function firstRepeatedKey(text: string): string | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let end = text.indexOf('"', i + 1);
      // A quote after an odd run of backslashes is part of the string.
      while (end > 0) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end < 0) return undefined;
      const top = stack.at(-1);
      if (top?.object && top.expectKey) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (seen(top, key)) return pathOf(stack, key);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === 0x7b /* { */) {
      stack.push({ object: true, keys: [], set: null, key: '', expectKey: true });
    } else if (c === 0x5b /* [ */) {
      stack.push({ object: false, index: 0 });
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
    } else if (c === 0x2c /* , */) {
      const top = stack.at(-1);
      if (top?.object) top.expectKey = true;
      else if (top) top.index++;
    }
  }
  return undefined;
}

/**
 * JSON bodies are read by Fastify's parser as it reads them by default (it refuses `__proto__` and `constructor.prototype` keys), then refused (422) when an object holds a
 * key twice.
 */
export function refuseRepeatedJsonKeys(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const repeated = firstRepeatedKey(text);
      return repeated === undefined ? done(null, parsed) : done(repeatedField(repeated), undefined);
    });
  });
}
