import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const cell = (value: string) => toCsv([[value]]).slice(0, -2);

describe('toCsv', () => {
  it('quotes what must be quoted and defuses formulas', () => {
    expect(cell('plain')).toBe('plain');
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('cr\rhere')).toBe('"cr\rhere"');
    for (const start of ['=', '+', '-', '@', '\t']) expect(cell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(cell('=1,2')).toBe(`"'=1,2"`);
    expect(cell('')).toBe('');
  });

  it('ends every line with CRLF and writes numbers as they are', () => {
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d\r\n');
    expect(toCsv([['x', 12, -3]])).toBe('x,12,-3\r\n');
  });
});
