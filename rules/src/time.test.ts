import { describe, expect, it } from 'vitest';
import { TIME_ZONE, todayInMaputo } from './time.ts';

describe('todayInMaputo', () => {
  it('is the date in Africa/Maputo (UTC+2), not in UTC', () => {
    expect(TIME_ZONE).toBe('Africa/Maputo');
    expect(todayInMaputo(new Date('2026-03-01T21:59:00Z'))).toBe('2026-03-01');
    expect(todayInMaputo(new Date('2026-03-01T22:00:00Z'))).toBe('2026-03-02');
    expect(todayInMaputo(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('answers each instant, not a cached one of another minute', () => {
    expect(todayInMaputo(new Date('2026-05-10T10:00:00Z'))).toBe('2026-05-10');
    expect(todayInMaputo(new Date('2026-05-11T10:00:00Z'))).toBe('2026-05-11');
    expect(todayInMaputo(new Date('2026-05-10T10:00:30Z'))).toBe('2026-05-10');
  });
});
