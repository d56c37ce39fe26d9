import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../content/help-articles.ts';
import { fold, searchHelp } from './search.ts';

const ids = (q: string, lang: 'pt' | 'en' = 'pt') => searchHelp(HELP_ARTICLES, q, lang).map((a) => a.id);

describe('help search', () => {
  it('ignores accents and case', () => {
    expect(fold('Transferência Bancária')).toBe('transferencia bancaria');
    expect(ids('transferencia')).toContain('pagar-transferencia');
    expect(ids('TRANSFERÊNCIA')).toEqual(ids('transferencia'));
    expect(ids('verificacao')).toContain('verificacao');
  });
  it('needs every word and puts answers whose question matches first', () => {
    expect(ids('mpesa')[0]).toBe('pagar-mpesa');
    expect(ids('m-pesa vodacom')).toEqual(['pagar-mpesa']);
    expect(ids('reembolso')[0]).toBe('reembolsos');
    expect(ids('palavra inexistente xyz')).toEqual([]);
  });
  it('searches the English answers in English', () => {
    expect(ids('refund', 'en')).toContain('reembolsos');
    expect(ids('refund', 'pt')).not.toContain('reembolsos');
    expect(ids('driver never came', 'en')).toEqual(['reportar-problema']);
  });
  it('lists every answer for an empty query and every answer has both languages', () => {
    expect(ids('  ')).toHaveLength(HELP_ARTICLES.length);
    for (const a of HELP_ARTICLES) {
      expect(a.pt.question && a.en.question).toBeTruthy();
      expect(a.pt.answer.length).toBe(a.en.answer.length);
    }
  });
});
