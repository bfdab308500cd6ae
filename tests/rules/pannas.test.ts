/** Golden tests of the 220 pannas, their classes and anks. */
import { describe, expect, it } from 'vitest';
import { ankOf, canonicalPanna, classOf, findPanna, PANNAS, pannasByAnk } from '../../sdk/pannas.ts';

describe('pannas', () => {
  it('are exactly 220: 120 SP, 90 DP, 10 TP, each written canonically', () => {
    expect(PANNAS).toHaveLength(220);
    expect(PANNAS.filter((p) => p.cls === 'SP')).toHaveLength(120);
    expect(PANNAS.filter((p) => p.cls === 'DP')).toHaveLength(90);
    expect(PANNAS.filter((p) => p.cls === 'TP')).toHaveLength(10);
    for (const p of PANNAS) expect(canonicalPanna(p.panna)).toBe(p.panna);
    expect(new Set(PANNAS.map((p) => p.panna)).size).toBe(220);
  });

  it('give every ank 12 SP, 9 DP and 1 TP', () => {
    for (let ank = 0; ank < 10; ank += 1) {
      expect(pannasByAnk('SP')[ank]).toHaveLength(12);
      expect(pannasByAnk('DP')[ank]).toHaveLength(9);
    }
    expect(pannasByAnk('TP').map((group) => group.join())).toEqual(['000', '777', '444', '111', '888', '555', '222', '999', '666', '333']);
  });

  it('match the rule book for ank 0', () => {
    expect(pannasByAnk('SP')[0]).toEqual(['127', '136', '145', '190', '235', '280', '370', '389', '460', '479', '569', '578']);
    expect(pannasByAnk('DP')[0]).toEqual(['118', '226', '244', '299', '334', '488', '550', '668', '677']);
    expect(pannasByAnk('TP')[0]).toEqual(['000']);
  });

  it('rank 0 as the highest digit and derive the ank from the digit sum', () => {
    expect(canonicalPanna('012')).toBe('120');
    expect(canonicalPanna('005')).toBe('500');
    expect(canonicalPanna('550')).toBe('550');
    expect(ankOf('128')).toBe(1);
    expect(ankOf('370')).toBe(0);
    expect(ankOf('999')).toBe(7);
    expect(classOf('122')).toBe('DP');
    expect(classOf('210')).toBe('SP');
  });

  it('refuse anything but three digits rather than read it as some number', () => {
    for (const junk of ['1 2', '0123', '12', '', '12x', '１２３']) {
      expect(() => canonicalPanna(junk), junk).toThrow(RangeError);
      expect(() => classOf(junk), junk).toThrow(RangeError);
    }
    expect(() => ankOf('12x')).toThrow(RangeError);
    expect(() => ankOf('')).toThrow(RangeError);
    expect(ankOf('47')).toBe(1);
  });

  it('never normalise a non-canonical spelling', () => {
    expect(findPanna('120')?.cls).toBe('SP');
    expect(findPanna('012')).toBeUndefined();
    expect(findPanna('210')).toBeUndefined();
    expect(findPanna('055')).toBeUndefined();
    expect(findPanna('12')).toBeUndefined();
    expect(findPanna('1234')).toBeUndefined();
  });
});
