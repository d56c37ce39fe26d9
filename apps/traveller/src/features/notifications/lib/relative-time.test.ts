import { describe, expect, it } from 'vitest';
import { relativeTime } from '@turismo/app-core/relative-time';

describe('relativeTime', () => {
  const at = (iso: string) => new Date(iso);
  it('counts minutes under an hour, at least one', () => {
    expect(relativeTime('2026-11-22T10:00:00Z', at('2026-11-22T10:00:20Z'))).toBe('Há 1 min');
    expect(relativeTime('2026-11-22T10:00:00Z', at('2026-11-22T10:59:00Z'))).toBe('Há 59 min');
  });
  it('counts whole hours under a day', () => {
    expect(relativeTime('2026-11-22T10:00:00Z', at('2026-11-22T11:00:00Z'))).toBe('Há 1h');
    expect(relativeTime('2026-11-22T10:00:00Z', at('2026-11-23T09:59:00Z'))).toBe('Há 23h');
  });
  it('shows the date in Maputo after a day', () => {
    expect(relativeTime('2026-11-20T22:30:00Z', at('2026-11-22T10:00:00Z'))).toBe('21/11/2026');
  });
});
