import { describe, expect, test } from 'vitest';
import { formatMessageTime, messageToSend } from './ChatThread';

describe('messageToSend', () => {
  test('trims the text and refuses a blank one (spec 5)', () => {
    expect(messageToSend('  Olá  ')).toBe('Olá');
    expect(messageToSend(' \n\t ')).toBeNull();
    expect(messageToSend('')).toBeNull();
  });
  test('keeps inner new lines and cuts at 2000 characters', () => {
    expect(messageToSend('a\nb')).toBe('a\nb');
    expect(messageToSend('x'.repeat(2500))).toHaveLength(2000);
  });
});

describe('formatMessageTime', () => {
  test('shows the time in Maputo (UTC+2)', () => {
    expect(formatMessageTime('2026-12-18T04:20:00.000Z')).toContain('06:20');
    expect(formatMessageTime('nope')).toBe('');
  });
});
