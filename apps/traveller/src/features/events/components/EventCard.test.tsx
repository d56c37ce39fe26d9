import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { EventItem, EventPartnership } from '../api/events.ts';
import { EventBookingDialog } from './EventBookingDialog.tsx';
import { EventCard } from './EventCard.tsx';

vi.mock('../api/events.ts', () => ({
  useQuote: vi.fn(() => ({ data: undefined, error: undefined })),
  bookTickets: vi.fn(),
}));

const partner = (id: string, name: string, pct: number, min = 1, applicable = true): EventPartnership => ({
  id, partnerType: 'accommodation', partnerId: null, partnerName: name, discountPercentage: pct, specialOffer: null,
  minEventTickets: min, isActive: applicable, validFrom: null, validUntil: null, applicable,
});

const event: EventItem = {
  id: '3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d',
  organiser: { id: 'o1', name: 'Helena Mondlane' },
  title: 'Festival de Música do Tofo',
  description: 'Três dias de música.',
  eventType: 'festival',
  category: 'entretenimento',
  venue: 'Praia do Tofo',
  address: 'Praia do Tofo, Inhambane',
  placeId: null, lat: null, lng: null,
  startDate: '2026-12-27', endDate: '2026-12-29', startTime: '16:00', endTime: '23:30',
  startsAt: '2026-12-27T14:00:00.000Z', endsAt: '2026-12-29T21:30:00.000Z',
  images: [], photos: [], isPaid: true, ticketPriceCents: 150000, refundPolicy: 'until_days', refundDaysBefore: 7, checkInOpensHoursBefore: null,
  cancellationPolicy: { kind: 'event_until_days', text: 'Reembolso total até 7 dias antes do início do evento.' },
  maxTickets: 2000, ticketsSold: 640, ticketsLeft: 1360,
  soldOut: false, status: 'upcoming', isFeatured: true, tags: [], websiteUrl: null, socialLinks: {},
  partnerships: [
    partner('p1', 'Casa Barry Lodge', 20, 2),
    partner('p2', 'Tofo Express', 15),
    partner('p3', 'Backpackers', 10, 4),
    partner('p4', 'Inativa', 50, 1, false),
  ],
  hasPartnerships: true, accommodationDiscount: 20, transportDiscount: null, createdAt: '2026-11-01T00:00:00.000Z',
  ticketTypes: [],
};

describe('EventCard', () => {
  // The app's catalogs (pt.json holds the plural forms).
  afterEach(() => changeLanguage('pt-MZ'));

  it('speaks English: badges, category, offers and the plural of the other partnerships', async () => {
    await changeLanguage('en');
    renderWithApp(<EventCard event={event} onBook={() => {}} />);
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByText('Entertainment')).toBeTruthy();
    expect(screen.getByText('per ticket')).toBeTruthy();
    expect(screen.getByText('Casa Barry Lodge: 20% off')).toBeTruthy();
    expect(screen.getByText('+1 more partnership')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book: Festival de Música do Tofo' })).toBeTruthy();
  });

  it('shows the badges, attendees, price per ticket, 2 offers and the count of the others', () => {
    renderWithApp(<EventCard event={event} onBook={() => {}} />);
    expect(screen.getByText('Destaque')).toBeTruthy();
    expect(screen.getByText('Parcerias')).toBeTruthy();
    expect(screen.getByText('640/2000')).toBeTruthy();
    expect(screen.getByText('por bilhete')).toBeTruthy();
    expect(screen.getByText('Casa Barry Lodge: 20% desconto')).toBeTruthy();
    expect(screen.getByText('Tofo Express: 15% desconto')).toBeTruthy();
    expect(screen.getByText('+1 mais parceria')).toBeTruthy();
    expect(screen.queryByText(/Inativa/)).toBeNull();
  });

  it('offers Esgotado when sold out and Registar Presença when free (listing)', () => {
    const { unmount } = renderWithApp(<EventCard event={{ ...event, soldOut: true, ticketsLeft: 0 }} onBook={() => {}} variant="listing" />);
    expect((screen.getByRole('button', { name: 'Esgotado' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderWithApp(<EventCard event={{ ...event, isPaid: false, ticketPriceCents: 0 }} onBook={() => {}} variant="listing" />);
    expect(screen.getByRole('button', { name: /Registar Presença/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver Detalhes' })).toBeTruthy();
  });
});

describe('EventBookingDialog', { timeout: 20_000 }, () => {
  it('shows an offer only when the quantity reaches its minimum, one at a time, deselectable', () => {
    renderWithApp(<EventBookingDialog event={event} open onOpenChange={() => {}} onBooked={() => {}} />);
    expect(screen.queryByRole('checkbox', { name: /Casa Barry/ })).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Número de bilhetes/ }), { target: { value: '4' } });
    const barry = screen.getByRole('checkbox', { name: /Casa Barry/ }) as HTMLInputElement;
    const express = screen.getByRole('checkbox', { name: /Tofo Express/ }) as HTMLInputElement;
    fireEvent.click(barry);
    expect(barry.checked).toBe(true);
    fireEvent.click(express);
    expect(express.checked).toBe(true);
    expect(barry.checked).toBe(false);
    fireEvent.click(express);
    expect(express.checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /Inativa/ })).toBeNull();
  }, 20_000); // the dialog (type, quantity, offers, promo code, summary) renders slowly on a shared machine
});

describe('EventCard photo (issue 11)', () => {
  const photo = {
    id: 'e1', isCover: true, alt: 'Palco na praia ao pôr do sol', placeholder: '44YZJY6Hh4iPiIiKiGiIhnh/iveo', width: 1280, height: 720,
    variants: { w320: '/api/media/e/w320.webp', w640: '/api/media/e/w640.webp', w1280: '/api/media/e/w1280.webp' },
  };

  it('draws the cover lazily at a third of the grid on a desktop', () => {
    renderWithApp(<EventCard event={{ ...event, photos: [photo] }} onBook={() => {}} />);
    const img = screen.getByRole('img', { name: 'Palco na praia ao pôr do sol' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw');
  });

  it('loads the cover at once on the event page', () => {
    renderWithApp(<EventCard event={{ ...event, photos: [photo] }} onBook={() => {}} priority />);
    expect(screen.getByRole('img', { name: 'Palco na praia ao pôr do sol' }).getAttribute('loading')).toBe('eager');
  });

  it('shows the designed fallback (initials, no emoji) without a photo', () => {
    renderWithApp(<EventCard event={event} onBook={() => {}} />);
    expect(screen.getByRole('img', { name: 'Festival de Música do Tofo' }).textContent).toBe('FM');
  });
});
