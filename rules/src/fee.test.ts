import { describe, expect, it } from 'vitest';
import { FEE_LIMITS, feeStepValid, MAX_FEE_BPS } from './fee.ts';

describe('the platform fee range', () => {
  it('is 0 to 50 % in steps of 0.1, 5000 basis points at most', () => {
    expect(FEE_LIMITS).toEqual({ min: 0, max: 50, step: 0.1 });
    expect(MAX_FEE_BPS).toBe(5000);
  });

  it('takes whole 0.1 steps, despite binary fractions, and nothing finer', () => {
    for (const p of [0, 0.1, 0.3, 12.5, 33.3, 50]) expect(feeStepValid(p)).toBe(true);
    for (const p of [12.55, 0.05, 49.99]) expect(feeStepValid(p)).toBe(false);
  });
});
