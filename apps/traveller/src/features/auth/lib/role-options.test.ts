import { describe, expect, it } from 'vitest';
import { listRoleLabels, needsVerification, toggleRole, visibleRoleOptions } from './role-options.ts';
import { i18n } from '@turismo/app-core/i18n';

describe('role options', () => {
  it('shows admin only for emails containing "admin"', () => {
    expect(visibleRoleOptions('ana@demo.co.mz').map((o) => o.role)).toEqual([
      'client',
      'driver',
      'hotel_manager',
      'event',
    ]);
    expect(visibleRoleOptions('Admin@demo.co.mz').map((o) => o.role)).toContain('admin');
  });
  it('keeps client selected while toggling others', () => {
    expect(toggleRole(['client'], 'client')).toEqual(['client']);
    expect(toggleRole(['client'], 'driver')).toEqual(['client', 'driver']);
    expect(toggleRole(['client', 'driver'], 'driver')).toEqual(['client']);
    expect(toggleRole([], 'event')).toEqual(['client', 'event']);
  });
  it('needs verification for any non-client role', () => {
    expect(needsVerification(['client'])).toBe(false);
    expect(needsVerification(['client', 'event'])).toBe(true);
  });
  it('lists role labels in Portuguese', () => {
    expect(listRoleLabels(['client'], i18n.t)).toBe('Cliente');
    expect(listRoleLabels(['client', 'driver', 'event'], i18n.t)).toBe('Cliente, Motorista e Organizador de Eventos');
  });
});
