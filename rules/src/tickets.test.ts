import { describe, expect, it } from 'vitest';
import { normaliseTicketCode } from './tickets.ts';

describe('normaliseTicketCode', () => {
  it('restores the MZT-XXXX-XXXX-XXXX grouping from any case and separators, with or without the prefix', () => {
    expect(normaliseTicketCode('mzt ab12 cd34 ef56')).toBe('MZT-AB12-CD34-EF56');
    expect(normaliseTicketCode('MZT-AB12-CD34-EF56')).toBe('MZT-AB12-CD34-EF56');
    expect(normaliseTicketCode(' ab12.cd34/ef56 ')).toBe('MZT-AB12-CD34-EF56');
  });

  it('only trims and upper-cases a code of another length', () => {
    expect(normaliseTicketCode(' mzt-ab12 ')).toBe('MZT-AB12');
    expect(normaliseTicketCode('')).toBe('');
  });
});
