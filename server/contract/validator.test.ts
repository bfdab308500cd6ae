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
    },
  });

  it('never coerces types', () => {
    expect(validate({ mobile: '9876543210', points: '10' })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([{ field: 'points', message: 'points must be of type integer' }]);
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
