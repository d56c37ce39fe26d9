import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { EventItem, TicketType } from '../api/events.ts';
import { useQuote } from '../api/events.ts';
import { EventBookingDialog } from './EventBookingDialog.tsx';
import { ticketTypeLabel } from './TicketChoices.tsx';

vi.mock('../api/events.ts', () => ({ useQuote: vi.fn(), bookTickets: vi.fn() }));

const type = (over: Partial<TicketType>): TicketType => ({
  id: 't1', name: 'Normal', description: '', priceCents: 150000, quantity: 100, sold: 10, left: 90, salesStart: null,
  salesEnd: null, isActive: true, saleState: 'on_sale', ...over,
});

const event = {
  id: 'e1', title: 'Festival', isPaid: true, startDate: '2026-12-27', endDate: '2026-12-27', startTime: '16:00',
  endTime: '23:00', ticketsLeft: 120, partnerships: [], ticketPriceCents: 75000,
  cancellationPolicy: { kind: 'event_until_days', text: 'Reembolso total até 7 dias antes do início do evento.' },
  ticketTypes: [
    type({}),
    type({ id: 't2', name: 'VIP', priceCents: 350000, quantity: 10, sold: 10, left: 0, saleState: 'sold_out' }),
    type({ id: 't3', name: 'Estudante', priceCents: 75000, salesStart: '2026-12-01', saleState: 'not_started' }),
  ],
} as unknown as EventItem;

describe('ticket types and promo codes in the booking dialog', () => {
  it('labels each type with its price and why it cannot be bought', () => {
    expect(ticketTypeLabel(event.ticketTypes[1]!, i18n.t)).toMatch(/^VIP · .* · Esgotado$/);
    expect(ticketTypeLabel(event.ticketTypes[2]!, i18n.t)).toMatch(/à venda a partir de 01\/12\/2026$/);
  });

  it('offers the types on sale, sends the applied code to the quote and shows its discount', () => {
    vi.mocked(useQuote).mockImplementation((_id, quantity, choice) => ({
      data: {
        quantity, ticketPriceCents: 150000, grossCents: 150000 * quantity, discountPercentage: 0,
        partnershipDiscountCents: 0, partnershipId: null, partnerName: null, ticketTypeId: choice.ticketTypeId ?? null,
        ticketTypeName: 'Normal', promoCode: choice.promoCode ?? null, promoDiscountCents: choice.promoCode ? 15000 : 0,
        discountCents: choice.promoCode ? 15000 : 0, subtotalCents: 0, platformFeeBps: 1000, platformFeeCents: 0,
        totalCents: 0, providerAmountCents: 0,
      },
      error: undefined,
    }) as unknown as ReturnType<typeof useQuote>);
    renderWithApp(<EventBookingDialog event={event} open onOpenChange={() => {}} onBooked={() => {}} />);
    const select = screen.getByRole('combobox', { name: /Tipo de bilhete/ }) as HTMLSelectElement;
    expect(select.value).toBe('t1');
    const options = [...select.options].map((o) => [o.value, o.disabled]);
    expect(options).toEqual([['t1', false], ['t2', true], ['t3', true]]);
    fireEvent.change(screen.getByRole('textbox', { name: /Código promocional/ }), { target: { value: 'amigos10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(vi.mocked(useQuote)).toHaveBeenLastCalledWith('e1', 1, expect.objectContaining({ promoCode: 'AMIGOS10', ticketTypeId: 't1' }), true);
    expect(screen.getByText('Código promocional AMIGOS10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeTruthy();
  }, 20_000);
});
