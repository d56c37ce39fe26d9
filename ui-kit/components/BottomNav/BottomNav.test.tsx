import { describe, expect, test } from 'vitest';
import { formatBadge } from './BottomNav';

describe('formatBadge', () => {
  test('caps counts above nine at 9+ (spec section 9)', () => {
    expect(formatBadge(9)).toBe('9');
    expect(formatBadge(10)).toBe('9+');
  });
  test('hides an empty or zero count', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(undefined)).toBeNull();
    expect(formatBadge('')).toBeNull();
  });
});
