import { describe, expect, it } from 'vitest';
import { checkStaySearch, nightsBetween, shouldAutoSearch } from './stay-rules.ts';

const today = '2026-12-10';
const ok = { location: 'Tofo', checkIn: '2026-12-18', checkOut: '2026-12-21', guests: 2 };

describe('hotel search rules (spec 5)', () => {
  it('counts nights as the rounded-up day difference', () => {
    expect(nightsBetween('2026-12-18', '2026-12-21')).toBe(3);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(nightsBetween('2026-12-21', '2026-12-18')).toBe(0);
    expect(nightsBetween('', '2026-12-21')).toBe(0);
  });

  it('gives the spec messages in order, with the title Data inválida for the dates', () => {
    expect(checkStaySearch(ok, today)).toBeNull();
    expect(checkStaySearch({ ...ok, location: ' ' }, today)?.description)
      .toBe('Por favor, preencha localização, check-in e check-out.');
    expect(checkStaySearch({ ...ok, checkOut: '' }, today)?.description)
      .toBe('Por favor, preencha localização, check-in e check-out.');
    expect(checkStaySearch({ ...ok, checkIn: '2026-12-09' }, today))
      .toEqual({ title: 'Data inválida', description: 'A data de check-in não pode ser anterior a hoje.' });
    expect(checkStaySearch({ ...ok, checkOut: '2026-12-18' }, today))
      .toEqual({ title: 'Data inválida', description: 'A data de check-out deve ser posterior ao check-in.' });
    expect(checkStaySearch({ ...ok, guests: 11 }, today)?.description).toBe('O número de hóspedes deve estar entre 1 e 10.');
    expect(checkStaySearch({ ...ok, guests: 0 }, today)?.description).toBe('O número de hóspedes deve estar entre 1 e 10.');
    expect(checkStaySearch({ ...ok, checkIn: today, checkOut: '2026-12-11' }, today)).toBeNull();
  });

  it('searches on open only with location, check-in and check-out (spec 2.7)', () => {
    expect(shouldAutoSearch(ok)).toBe(true);
    expect(shouldAutoSearch({ ...ok, checkOut: '' })).toBe(false);
  });
});
