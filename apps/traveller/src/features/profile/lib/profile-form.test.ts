import { describe, expect, it } from 'vitest';
import { CITIES, initials, isValidPhone, MSG_PHONE_INVALID, normalizePhone, validatePersonal } from './profile-form.ts';

describe('personal form', () => {
  const base = { firstName: 'Ana', lastName: 'Cossa', phone: '84 123 4567', city: 'Beira' };

  it('normalises the phone and keeps the city', () => {
    expect(validatePersonal(base)).toEqual({
      ok: true,
      data: { firstName: 'Ana', lastName: 'Cossa', phone: '+258841234567', city: 'Beira' },
    });
  });
  it('sends null for an empty phone or city', () => {
    expect(validatePersonal({ ...base, phone: ' ', city: '' })).toEqual({
      ok: true,
      data: { firstName: 'Ana', lastName: 'Cossa', phone: null, city: null },
    });
  });
  it('rejects a phone outside the spec rule with its message', () => {
    expect(validatePersonal({ ...base, phone: '12345' })).toEqual({ ok: false, errors: { phone: MSG_PHONE_INVALID } });
  });
  it('rejects a city outside the list and an empty first name', () => {
    const result = validatePersonal({ ...base, firstName: ' ', city: 'Lisboa' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['city', 'firstName']);
  });
});

describe('phone helpers', () => {
  it('follows the spec rule', () => {
    expect(isValidPhone('+258 84 123 4567')).toBe(true);
    expect(isValidPhone('841234567')).toBe(true);
    expect(isValidPhone('84123456')).toBe(false);
    expect(normalizePhone('258841234567')).toBe('+258841234567');
  });
});

describe('initials', () => {
  it('uses the names, else the email', () => {
    expect(initials('ana', 'Cossa', 'x@y.mz')).toBe('AC');
    expect(initials(null, '', 'zeca@demo.co.mz')).toBe('Z');
  });
  it('has the 25 cities', () => {
    expect(CITIES).toHaveLength(25);
  });
});
