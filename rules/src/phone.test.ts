import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { formatPhone, normaliseMobile, normalisePhone, parseMozPhone } from './phone.ts';
import { MZ_PHONE_METADATA } from './phone-metadata.ts';
import { mobileRail, PAYMENT_MESSAGES } from './payment.ts';

describe('Mozambican numbers by libphonenumber-js', () => {
  it("the cut metadata is the installed library's own Mozambique entry", () => {
    const full = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json');
    const mz = MZ_PHONE_METADATA as unknown as { countries: { MZ: unknown }; version: number };
    expect(mz.countries.MZ).toEqual(full.countries.MZ);
    expect(mz.version).toBe(full.version);
    expect(full.country_calling_codes['258']).toEqual(['MZ']);
  });

  it('reads +258, 258, 00258 or none, with spaces, hyphens and brackets, into E.164 and the shown form', () => {
    for (const typed of ['+258 84 123 4567', '258841234567', '00258 84 123 4567', '84 123 4567', '(84) 123-4567']) {
      expect(parseMozPhone(typed)).toEqual({
        e164: '+258841234567',
        international: '+258 84 123 4567',
        type: 'MOBILE',
        operator: { operator: 'Vodacom', wallet: 'mpesa' },
      });
    }
    expect(parseMozPhone('21 123 456')).toMatchObject({ e164: '+25821123456', type: 'FIXED_LINE', operator: null });
    expect(formatPhone('+258871234567')).toBe('+258 87 123 4567');
    expect(formatPhone('não é número')).toBe('não é número');
  });

  it('refuses what the numbering plan does not hold: wrong lengths, other countries, unknown ranges', () => {
    expect(parseMozPhone('+258 84 123 456')).toBeNull();
    expect(parseMozPhone('+258 84 123 45678')).toBeNull();
    expect(parseMozPhone('+258 123 456 789')).toBeNull();
    expect(parseMozPhone('+351 912 345 678')).toBeNull();
    expect(parseMozPhone('+27 84 123 4567')).toBeNull();
    expect(parseMozPhone('84 abc 4567')).toBeNull();
    expect(parseMozPhone('')).toBeNull();
  });

  it('normaliseMobile keeps the six operator prefixes 82-87 only; normalisePhone any valid number', () => {
    expect(normaliseMobile('82 123 4567')).toBe('+258821234567');
    expect(normaliseMobile('+258 86 123 4567')).toBe('+258861234567');
    // 88 and 89 are mobile ranges in the plan but no operator of DECISIONS.md 5 sells them.
    expect(normaliseMobile('+258 88 123 4567')).toBeNull();
    expect(normaliseMobile('+258 21 123 456')).toBeNull();
    expect(normalisePhone('+258 21 123 456')).toBe('+25821123456');
    expect(normalisePhone('+258 81 123 456')).toBeNull();
  });

  it('mobileRail keeps its rail and sentences on numbers the library reads', () => {
    expect(mobileRail('00258 85 123 4567')).toEqual({
      payable: true,
      wallet: 'mpesa',
      phone: '+258851234567',
      message: PAYMENT_MESSAGES.mpesaVodacom,
    });
    expect(mobileRail('258 83 123 4567')?.message).toBe(PAYMENT_MESSAGES.mkeshNotOffered);
    expect(mobileRail('+258 88 123 4567')).toBeNull();
  });
});
