import { describe, expect, it } from 'vitest';
import { formatIban, nibToIban, normaliseMzIban } from './iban.ts';

describe('Mozambican IBANs by ibantools', () => {
  it('accepts MZ59 and a NIB whose mod-97 check passes, in any case and spacing', () => {
    expect(normaliseMzIban('MZ59000100000012345678940')).toBe('MZ59000100000012345678940');
    expect(normaliseMzIban('mz59 0001-0000 0012.3456 7894 0')).toBe('MZ59000100000012345678940');
    expect(normaliseMzIban('MZ59 0003 0000 0012 3456 7808 8')).toBe('MZ59000300000012345678088');
  });

  it('refuses a wrong check digit, other countries, wrong lengths and letters', () => {
    // The prototype's example: the right shape, but its checksum fails (issue 29).
    expect(normaliseMzIban('MZ59000100000012345678901')).toBeNull();
    expect(normaliseMzIban('MZ59000300000012345678089')).toBeNull();
    expect(normaliseMzIban('PT50000201231234567890154')).toBeNull();
    expect(normaliseMzIban('MZ5900010000001234567894')).toBeNull();
    expect(normaliseMzIban('MZ59A00100000012345678940')).toBeNull();
    expect(normaliseMzIban('')).toBeNull();
  });

  it('nibToIban puts MZ59 before a valid NIB and checks it', () => {
    expect(nibToIban('0001 0000 0012 3456 7894 0')).toBe('MZ59000100000012345678940');
    expect(nibToIban('MZ59 0001 0000 0012 3456 7894 0')).toBe('MZ59000100000012345678940');
    expect(nibToIban('0001 0000 0012 3456 7894 1')).toBeNull();
  });

  it('formatIban groups by four', () => {
    expect(formatIban('MZ59000100000012345678940')).toBe('MZ59 0001 0000 0012 3456 7894 0');
  });
});
