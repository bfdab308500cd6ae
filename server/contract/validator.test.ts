import { describe, expect, it } from 'vitest';
import { createAjv, describeErrors } from './validator.ts';

describe('request validation', () => {
  const ajv = createAjv();
  const validate = ajv.compile({
    type: 'object',
    additionalProperties: false,
    required: ['mobile', 'points'],
    properties: {
      mobile: { type: 'string', pattern: '^[0-9]{10}$', 'x-message': 'Mobile Number Must have 10 digits !!!' },
      points: { type: 'integer', minimum: 1 },
      session: { type: 'string', enum: ['Open', 'Close', ''] },
      game_id: { type: ['string', 'integer'], pattern: '^[0-9]{1,18}$' },
      note: { type: 'string', maxLength: 5, 'x-message': '{field} is required', 'x-message-maxLength': 'A note has at most 5 characters' },
    },
  });

  it('never coerces types', () => {
    expect(validate({ mobile: '9876543210', points: '10' })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([{ field: 'points', message: 'points must be a whole number' }]);
  });

  it("words the validator's own failures for people: types, allowed values, forms, a body that is no object", () => {
    expect(validate({ mobile: '9876543210', points: 1, session: 'open', game_id: true })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([
      { field: 'session', message: 'session must be one of: Open, Close, (empty)' },
      { field: 'game_id', message: 'game_id must be text or a whole number' },
    ]);
    expect(validate({ mobile: '9876543210', points: 1, game_id: '0x10' })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([{ field: 'game_id', message: 'game_id is not in the expected form' }]);
    expect(validate([])).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([{ field: 'body', message: 'The request body must be a JSON object.' }]);
  });

  it("takes a keyword's own message before the field's, and names the field for {field}", () => {
    expect(validate({ mobile: '9876543210', points: 1, note: 'far too long' })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([{ field: 'note', message: 'A note has at most 5 characters' }]);
    expect(validate({ mobile: '9876543210', points: 1, note: 5 })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([{ field: 'note', message: 'note is required' }]);
  });

  it("uses the schema's own message, names missing and unknown fields, one problem per field", () => {
    expect(validate({ mobile: '98765', extra: true })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([
      { field: 'points', message: 'points is required' },
      { field: 'extra', message: 'Unknown field: extra' },
      { field: 'mobile', message: 'Mobile Number Must have 10 digits !!!' },
    ]);
  });
});
