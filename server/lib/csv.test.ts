import { describe, expect, it } from 'vitest';
import { csvCell, CsvLines, csvOf } from './csv.ts';

describe('csv', () => {
  it('defuses formulas and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(-1250.5)).toBe('-1250.5');
    expect(csvCell(Number.NaN)).toBe('NaN');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('hello;=1+2')).toBe('"hello;=1+2"');
    expect(csvCell('Ravi\t=1+2')).toBe('"Ravi\t=1+2"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell('Ravi Kumar')).toBe('Ravi Kumar');
  });
  it("writes the instants of time columns as India's date and time, and leaves every other cell as it is", () => {
    const csv = csvOf([
      { created_at: '2026-11-21T12:00:00.000Z', decided_at: '2026-11-21T20:15:09Z', insert_date: '2026-11-21T00:00:00.000Z', enquiry: '2026-11-21T12:00:00Z' },
      { created_at: '2026-11-21T25:00:00Z', decided_at: null, insert_date: '2026-11-21', enquiry: '2026-11-21T25:00:00Z' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'created_at,decided_at,insert_date,enquiry',
      '2026-11-21 17:30:00,2026-11-22 01:45:09,2026-11-21 05:30:00,2026-11-21T12:00:00Z',
      '2026-11-21T25:00:00Z,,2026-11-21,2026-11-21T25:00:00Z',
      '',
    ]);
  });
  it('writes a header row and one line per row', () => {
    expect(
      csvOf([
        { id: '1', name: 'A' },
        { id: '2', name: '=B' },
      ]),
    ).toBe("id,name\r\n1,A\r\n2,'=B\r\n");
  });
  it('has a column for a field only some rows carry, wherever the first such row is', () => {
    expect(csvOf([{ id: '1' }, { id: '2', note: 'bonus' }])).toBe('id,note\r\n1,\r\n2,bonus\r\n');
    expect(csvOf([{ id: '2', note: 'bonus' }, { id: '1' }])).toBe('id,note\r\n2,bonus\r\n1,\r\n');
  });
  it('written a page at a time, gives earlier lines the empty cells of columns that appear later', () => {
    const csv = new CsvLines();
    csv.add([{ id: '1' }, { id: '2' }]);
    csv.add([{ id: '3', note: 'bonus', by: 'x' }]);
    csv.add([{ id: '4', by: 'y' }]);
    expect(csv.rows).toBe(4);
    expect(csv.text()).toBe('id,note,by\r\n1,,\r\n2,,\r\n3,bonus,x\r\n4,,y\r\n');
    expect(new CsvLines().text()).toBe('\r\n');
  });
  it('puts the given columns first, in their order, with rows or without', () => {
    expect(new CsvLines(['id', 'stakes', 'winners']).text()).toBe('id,stakes,winners\r\n');
    const csv = new CsvLines(['id', 'stakes', 'winners']);
    csv.add([
      { winners: 2, id: '1', stakes: 10 },
      { id: '2', extra: 'x' },
    ]);
    expect(csv.text()).toBe('id,stakes,winners,extra\r\n1,10,2,\r\n2,,,x\r\n');
  });
});
