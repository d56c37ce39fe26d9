import { describe, expect, it } from 'vitest';
import { maputoWallClock, TIME_ZONE, todayInMaputo } from './time.ts';

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

describe('the fixed UTC+2 of Africa/Maputo', () => {
  it("agrees with Intl's Africa/Maputo (the IANA database) every 7 hours and 13 minutes over ten years", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Maputo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const end = Date.parse('2031-01-01T00:00:00Z');
    for (let t = Date.parse('2021-01-01T00:00:00Z'); t < end; t += (7 * 60 + 13) * 60_000) {
      const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
      const wall = maputoWallClock(new Date(t)).toISOString();
      expect(wall.slice(0, 16)).toBe(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`);
      expect(todayInMaputo(new Date(t))).toBe(`${p.year}-${p.month}-${p.day}`);
    }
  });
});
