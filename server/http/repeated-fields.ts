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

type Frame = { object: true; path: string; keys: Set<string>; key: string; expectKey: boolean } | { object: false; path: string; index: number };

const childPath = (frame: Frame | undefined): string => {
  if (!frame) return '';
  const name = frame.object ? frame.key : String(frame.index);
  return frame.path ? `${frame.path}.${name}` : name;
};

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
        const raw = text.slice(i, end + 1);
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (top.keys.has(key)) return top.path ? `${top.path}.${key}` : key;
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === 0x7b /* { */) {
      stack.push({ object: true, path: childPath(stack.at(-1)), keys: new Set(), key: '', expectKey: true });
    } else if (c === 0x5b /* [ */) {
      stack.push({ object: false, path: childPath(stack.at(-1)), index: 0 });
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
