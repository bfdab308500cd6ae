/** firstRepeatedKey: the path of the first key an object of a JSON text holds twice. */
import { describe, expect, it } from 'vitest';
import { firstRepeatedKey } from './repeated-fields.ts';

describe('firstRepeatedKey', () => {
  it('finds a key sent twice in any object, nested in objects and arrays, and names its path', () => {
    expect(firstRepeatedKey('{"amount":10,"amount":-10,"reason":"x"}')).toBe('amount');
    expect(firstRepeatedKey('{"new_result":{"result":[{"points":10,"digits":"5"},{"points":10,"digits":"5","digits":"7"}]}}')).toBe(
      'new_result.result.1.digits',
    );
    // Past 16 keys an object's keys are kept in a set: a repeat is still found, early or late.
    const many = Array.from({ length: 40 }, (_, n) => `"k${n}":${n}`);
    expect(firstRepeatedKey(`{${many.join(',')}}`)).toBeUndefined();
    expect(firstRepeatedKey(`{${[...many, '"k3":0'].join(',')}}`)).toBe('k3');
    expect(firstRepeatedKey(`{"a":{${[...many.slice(0, 10), '"k3":0'].join(',')}}}`)).toBe('a.k3');
    // The same key written with an escape is the same key.
    expect(firstRepeatedKey('{"amount":10,"\\u0061mount":-10}')).toBe('amount');
  });

  it('finds none where every object holds each key once, whatever the strings and arrays hold', () => {
    expect(firstRepeatedKey('{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}')).toBeUndefined();
    expect(firstRepeatedKey('{"text":"\\"a\\":1,\\"a\\":2","list":["a","a"],"x":"{\\"y\\":1}"}')).toBeUndefined();
    expect(firstRepeatedKey('{"slash":"\\\\","slash2":"\\\\"}')).toBeUndefined();
    expect(firstRepeatedKey('[1,2,{"a":1}]')).toBeUndefined();
    expect(firstRepeatedKey('"text"')).toBeUndefined();
    expect(firstRepeatedKey('{}')).toBeUndefined();
  });
});
