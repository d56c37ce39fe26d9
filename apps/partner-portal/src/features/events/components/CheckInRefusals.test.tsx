import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { QueuedCheckIn, SyncRefusal } from '../lib/offline-checkin.ts';
import { CheckInRefusals } from './CheckInRefusals.tsx';

const GONE = '7c2f4a10-3b5d-4e6f-8a9b-0c1d2e3f4a5b';
const OTHERS = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const entry = (eventId: string, code: string, holderName: string): QueuedCheckIn => ({
  eventId, code, holderName, ticketType: 'VIP', checkedInAt: '2026-12-20T16:30:00.000Z', deviceId: 'porta-1',
});
const refusal = (eventId: string, status: 403 | 404, title: string | null, message: string): SyncRefusal => ({
  eventId, title, status, code: status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', message, at: '2026-12-20T17:00:00.000Z',
});

describe('CheckInRefusals (ADR 0035, addendum)', () => {
  const refusals = [
    refusal(GONE, 404, null, 'Evento não encontrado.'),
    refusal(OTHERS, 403, 'Jantar de Gala', 'Só o organizador deste evento pode realizar esta ação.'),
  ];
  const queue = [
    entry(GONE, 'MZT-DDDD-EEEE-FFFF', 'Rui Tembe'),
    entry(OTHERS, 'MZT-AAAA-BBBB-CCCC', 'Ana Macuácua'),
    entry(OTHERS, 'MZT-AAAA-BBBB-CCCD', 'Sónia Manjate'),
  ];

  it("lists each refused event's entries with the server's reason", () => {
    renderWithApp(<CheckInRefusals refusals={refusals} queue={queue} onRetry={vi.fn()} onDiscard={vi.fn()} />);
    const section = screen.getByRole('region', { name: 'Entradas recusadas pelo servidor' });
    const forbidden = within(section).getByRole('alert', { name: 'Jantar de Gala' });
    expect(forbidden.textContent).toContain('Jantar de Gala: 2 entradas recusadas');
    expect(forbidden.textContent).toContain('Motivo: Só o organizador deste evento pode realizar esta ação.');
    expect(within(forbidden).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'MZT-AAAA-BBBB-CCCC · Ana Macuácua: admitido neste dispositivo em 20/12/2026, 18:30.',
      'MZT-AAAA-BBBB-CCCD · Sónia Manjate: admitido neste dispositivo em 20/12/2026, 18:30.',
    ]);
    // An event the device has no title for is named by its id.
    const missing = within(section).getByRole('alert', { name: `Evento ${GONE}` });
    expect(missing.textContent).toContain('1 entrada recusada');
    expect(missing.textContent).toContain('Motivo: Evento não encontrado.');
  });

  it('sends again at once, and discards only after confirming', () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    renderWithApp(<CheckInRefusals refusals={refusals} queue={queue} onRetry={onRetry} onDiscard={onDiscard} />);
    const forbidden = screen.getByRole('alert', { name: 'Jantar de Gala' });
    fireEvent.click(within(forbidden).getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledWith(OTHERS);

    fireEvent.click(within(forbidden).getByRole('button', { name: 'Descartar entradas' }));
    expect(forbidden.textContent).toContain('Descartar 2 entradas? Não serão enviadas ao servidor.');
    fireEvent.click(within(forbidden).getByRole('button', { name: 'Cancelar' }));
    expect(onDiscard).not.toHaveBeenCalled();
    fireEvent.click(within(forbidden).getByRole('button', { name: 'Descartar entradas' }));
    fireEvent.click(within(forbidden).getByRole('button', { name: 'Confirmar descarte' }));
    expect(onDiscard).toHaveBeenCalledExactlyOnceWith(OTHERS);
  });

  it('shows nothing without refused entries', () => {
    renderWithApp(
      <CheckInRefusals refusals={refusals} queue={[entry('x', 'MZT-0000-0000-0001', 'Ana')]} onRetry={vi.fn()} onDiscard={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Entradas recusadas pelo servidor' })).toBeNull();
  });
});
