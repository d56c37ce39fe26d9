/**
 * The core's format helpers follow the language (issue 14, ADR 0039): pt-MZ as before, English (en-GB) with the
 * same day/month order and Africa/Maputo's time zone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { changeLanguage, startI18n } from '@turismo/app-core/i18n';
import { relativeTime } from '@turismo/app-core/relative-time';
import { roleLabel } from '@turismo/app-core/roles';
import pt from '../locales/pt.json';

const english = async () => {
  await startI18n({ pt, en: () => import('../locales/en.json') }, 'pt-MZ');
  await changeLanguage('en');
};

afterEach(async () => {
  await changeLanguage('pt-MZ');
});

describe('format helpers in pt-MZ', () => {
  it('keep the Portuguese forms', () => {
    expect(formatMZN(150000)).toBe('1500,00\u00a0MTn');
    expect(formatDate('2026-11-20T22:30:00Z')).toBe('21/11/2026');
    expect(formatDate('2026-12-05')).toBe('05/12/2026');
    expect(formatTime('2026-11-20T22:30:00Z')).toBe('00:30');
    expect(relativeTime('2026-11-22T10:00:00Z', new Date('2026-11-22T10:05:00Z'))).toBe('Há 5 min');
    expect(roleLabel('hotel_manager')).toBe('Gestor de Alojamento');
  });
});

describe('format helpers in English', () => {
  it('formats money as MZN in en-GB', async () => {
    await english();
    expect(formatMZN(150000)).toBe('MZN\u00a01,500.00');
    expect(formatMZN(123456789)).toBe('MZN\u00a01,234,567.89');
  });

  it('formats dates and times day/month/year and 24-hour in Maputo', async () => {
    await english();
    expect(formatDate('2026-11-20T22:30:00Z')).toBe('21/11/2026');
    expect(formatDate('2026-12-05')).toBe('05/12/2026');
    expect(formatTime('2026-11-20T22:30:00Z')).toBe('00:30');
  });

  it('says how long ago and names the roles in English', async () => {
    await english();
    expect(relativeTime('2026-11-22T10:00:00Z', new Date('2026-11-22T10:05:00Z'))).toBe('5 min ago');
    expect(relativeTime('2026-11-22T10:00:00Z', new Date('2026-11-22T13:30:00Z'))).toBe('3h ago');
    expect(roleLabel('hotel_manager')).toBe('Accommodation Manager');
  });
});
