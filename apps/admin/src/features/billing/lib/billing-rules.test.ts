import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  amountToCentavos,
  FEE_RANGE_MESSAGE,
  parseDecimal,
  validateAmount,
  validateFee,
} from './billing-rules.ts';

describe('billing rules', () => {
  it('reads decimals written with a comma or a point', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 8.0 ')).toBe(8);
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });

  it('accepts a fee from 0 to 50 and rounds it to one decimal', () => {
    expect(validateFee('0')).toEqual({ ok: true, value: 0 });
    expect(validateFee('50')).toEqual({ ok: true, value: 50 });
    expect(validateFee('10,04')).toEqual({ ok: true, value: 10 });
  });

  it('refuses a fee outside 0..50 with the spec message', () => {
    expect(validateFee('50.1')).toEqual({ ok: false, message: FEE_RANGE_MESSAGE });
    expect(validateFee('-1')).toEqual({ ok: false, message: FEE_RANGE_MESSAGE });
    expect(validateFee('')).toEqual({ ok: false, message: 'Percentual deve ser entre 0 e 50' });
  });

  it('needs an amount greater than zero', () => {
    expect(validateAmount('1500')).toEqual({ ok: true, value: 1500 });
    expect(validateAmount('0')).toEqual({ ok: false, message: AMOUNT_MESSAGE });
    expect(validateAmount('x')).toEqual({ ok: false, message: 'Valor deve ser maior que zero' });
  });

  it('turns the calculator amount in MT into whole centavos', () => {
    expect(amountToCentavos('2400')).toEqual({ ok: true, value: 240000 });
    expect(amountToCentavos('2400,5')).toEqual({ ok: true, value: 240050 });
    expect(amountToCentavos('1,256')).toEqual({ ok: true, value: 126 });
    expect(amountToCentavos('0.001')).toEqual({ ok: false, message: AMOUNT_MESSAGE });
    expect(amountToCentavos('0')).toEqual({ ok: false, message: AMOUNT_MESSAGE });
  });
});
