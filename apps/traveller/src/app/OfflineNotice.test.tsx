/** The app core's OfflineNotice and offline helpers (issue 14), as /reservas uses them. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { OfflineNotice } from '@turismo/app-core/OfflineNotice';
import { lastUpdated, markUpdated, OFFLINE_ACTION_MESSAGE } from '@turismo/app-core/offline';
import { renderWithApp } from '@turismo/app-core/test/render';
import { errorMessage } from '@turismo/app-core/use-action';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('offline reading (issue 14)', () => {
  it('says "Sem ligação" with the last update only while offline', () => {
    markUpdated('bookings', new Date('2026-11-24T08:05:00Z'));
    renderWithApp(<OfflineNotice name="bookings" what="as suas reservas e bilhetes" />);
    expect(screen.queryByText('Sem ligação')).toBeNull();
    goOffline(true);
    expect(screen.getByText('Sem ligação')).toBeTruthy();
    expect(screen.getByText(/as suas reservas e bilhetes guardados neste telemóvel\. Última atualização: 24\/11\/2026 às 10:05\./))
      .toBeTruthy();
    goOffline(false);
    expect(screen.queryByText('Sem ligação')).toBeNull();
  });

  it('does not take an offline read for an update', () => {
    markUpdated('bookings', new Date('2026-11-24T08:05:00Z'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    markUpdated('bookings', new Date('2026-11-24T09:00:00Z'));
    expect(lastUpdated('bookings')?.toISOString()).toBe('2026-11-24T08:05:00.000Z');
  });

  it('an action tried offline says it needs the network; an API error keeps its message', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorMessage(new TypeError('Failed to fetch'), 'Não foi possível cancelar.')).toBe(OFFLINE_ACTION_MESSAGE);
    expect(errorMessage(new ApiError(409, 'X', 'Mensagem da API.'), 'x')).toBe('Mensagem da API.');
  });
});
