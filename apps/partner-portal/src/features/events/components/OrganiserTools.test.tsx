import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { createPromoCode, messageAttendees, saveTicketTypes, setExternalSales } from '../api/organiser-tools.ts';
import type { OrganiserEvent } from '../api/organiser-events.ts';
import { OrganiserTools } from './OrganiserTools.tsx';

vi.mock('../api/organiser-tools.ts', () => ({
  useTicketTypes: () => ({
    data: [{
      id: 't1', name: 'Normal', description: '', priceCents: 150000, quantity: 100, sold: 7, left: 93, salesStart: null,
      salesEnd: null, isActive: true, saleState: 'on_sale',
    }],
  }),
  saveTicketTypes: vi.fn(async () => []),
  usePromoCodes: () => ({
    data: [{
      id: 'p1', code: 'AMIGOS', kind: 'percentage', value: 10, maxUses: 50, uses: 3, validFrom: null,
      validUntil: '2026-12-20', isActive: true, createdAt: '2026-11-20T10:00:00.000Z',
    }],
  }),
  createPromoCode: vi.fn(async () => ({})),
  setPromoCodeActive: vi.fn(),
  setExternalSales: vi.fn(async () => undefined),
  messageAttendees: vi.fn(async () => ({ id: 'm1', recipients: 12, createdAt: '2026-11-24T10:00:00.000Z' })),
  downloadAttendeesCsv: vi.fn(),
}));

const event = {
  id: 'e1', title: 'Festival', status: 'upcoming', externalTicketsSold: 120,
} as unknown as OrganiserEvent;

describe('OrganiserTools', () => {
  it('saves the ticket types with a new one, and shows codes with their uses', async () => {
    renderWithApp(<OrganiserTools event={event} />);
    const types = screen.getByRole('form', { name: 'Tipos de bilhete' });
    expect(within(types).getByText('Normal · 7 vendidos')).toBeTruthy();
    fireEvent.click(within(types).getByRole('button', { name: 'Adicionar tipo de bilhete' }));
    const names = within(types).getAllByRole('textbox', { name: 'Nome' });
    fireEvent.change(names[1]!, { target: { value: 'VIP' } });
    fireEvent.change(within(types).getAllByRole('textbox', { name: 'Preço (MT)' })[1]!, { target: { value: '3500' } });
    fireEvent.change(within(types).getAllByRole('textbox', { name: 'Quantidade' })[1]!, { target: { value: '20' } });
    fireEvent.click(within(types).getByRole('button', { name: 'Guardar tipos de bilhete' }));
    await waitFor(() => expect(vi.mocked(saveTicketTypes)).toHaveBeenCalled());
    expect(vi.mocked(saveTicketTypes).mock.calls[0]).toEqual(['e1', [
      { id: 't1', name: 'Normal', description: '', price: 1500, quantity: 100, salesStart: null, salesEnd: null, isActive: true },
      { name: 'VIP', description: '', price: 3500, quantity: 20, salesStart: null, salesEnd: null, isActive: true },
    ]]);
    const codes = screen.getByRole('list', { name: 'Códigos promocionais' });
    expect(within(codes).getByText('3/50 utilizações')).toBeTruthy();
  }, 20_000);

  it("keeps the organiser's external figure labelled as theirs, and messages the attendees", async () => {
    renderWithApp(<OrganiserTools event={event} />);
    const external = screen.getByRole('textbox', { name: 'Bilhetes vendidos noutros canais' }) as HTMLInputElement;
    expect(external.value).toBe('120');
    fireEvent.change(external, { target: { value: '150' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Bilhetes vendidos fora da plataforma' }))
      .getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(vi.mocked(setExternalSales)).toHaveBeenCalledWith('e1', 150));
    const form = screen.getByRole('form', { name: 'Mensagem aos participantes' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Assunto' }), { target: { value: 'Portas' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Mensagem' }), { target: { value: 'Às 15:00.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar a todos os participantes' }));
    await waitFor(() => expect(vi.mocked(messageAttendees)).toHaveBeenCalledWith('e1', 'Portas', 'Às 15:00.'));
    expect(await screen.findByText('Mensagem enviada a 12 participantes.')).toBeTruthy();
  }, 20_000);

  it('creates a 100 % code only with the explicit allowFree choice (ADR 0047)', async () => {
    renderWithApp(<OrganiserTools event={event} />);
    const form = screen.getByRole('form', { name: 'Novo código promocional' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Código' }), { target: { value: 'GRATIS2026' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Desconto (%)' }), { target: { value: '100' } });
    const free = within(form).getByRole('checkbox', { name: /Permitir bilhetes gratuitos/ }) as HTMLInputElement;
    expect(free.checked).toBe(false);
    fireEvent.click(free);
    fireEvent.click(within(form).getByRole('button', { name: 'Criar código' }));
    await waitFor(() => expect(vi.mocked(createPromoCode)).toHaveBeenCalled());
    expect(vi.mocked(createPromoCode).mock.calls[0]).toEqual(['e1', {
      code: 'GRATIS2026', kind: 'percentage', value: 100, maxUses: null, validFrom: null, validUntil: null, allowFree: true,
    }]);
  }, 20_000);
});
