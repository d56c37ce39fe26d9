import { describe, expect, it } from 'vitest';
import { centavosToCsv, csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes only the cells that need it', () => {
    expect(csvCell('Maputo')).toBe('Maputo');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "olá"')).toBe('"diz ""olá"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
  });

  it('joins rows with CRLF and cells with semicolons', () => {
    expect(toCsv(['A', 'B'], [['1', 'x;y'], [2, null]])).toBe('A;B\r\n1;"x;y"\r\n2;\r\n');
  });

  it('writes centavos as MT with a decimal comma', () => {
    expect(centavosToCsv(220050)).toBe('2200,50');
    expect(centavosToCsv(5)).toBe('0,05');
    expect(centavosToCsv(0)).toBe('0,00');
    expect(centavosToCsv(-1500)).toBe('-15,00');
  });
});
