import { describe, expect, it } from 'vitest';
import {
  addDays,
  chosenNights,
  chosenParts,
  MAX_TRIP_NIGHTS,
  nightsBetween,
  eventTown,
  rideSearchDates,
  ridesBack,
  ridesThere,
  stayDates,
  stayPartnership,
  sumFigures,
  type TripChoice,
  tripBody,
} from './trip-plan.ts';

const event = {
  id: '3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d',
  address: 'Praia do Tofo, Inhambane',
  startDate: '2026-12-18',
  endDate: '2026-12-20',
  startsAt: '2026-12-18T14:00:00.000Z', // 16:00 in Maputo
  endsAt: '2026-12-20T21:30:00.000Z',
  partnerships: [
    { id: 'p1', partnerType: 'accommodation', partnerId: 'hotel-a', partnerName: 'Casa Barry Lodge', discountPercentage: 20, minEventTickets: 2, applicable: true },
    { id: 'p2', partnerType: 'accommodation', partnerId: 'hotel-a', partnerName: 'Casa Barry Lodge', discountPercentage: 10, minEventTickets: 1, applicable: true },
    { id: 'p3', partnerType: 'accommodation', partnerId: 'hotel-b', partnerName: 'Backpackers', discountPercentage: 30, minEventTickets: 1, applicable: false },
    { id: 'p4', partnerType: 'transport', partnerId: 'hotel-c', partnerName: 'Tofo Express', discountPercentage: 15, minEventTickets: 1, applicable: true },
  ],
} as const;

describe('eventTown', () => {
  it('reads the town of the address', () => {
    expect(eventTown('Praia do Tofo, Inhambane')).toBe('Inhambane');
    expect(eventTown('Ricatla, Marracuene, Maputo')).toBe('Marracuene');
    expect(eventTown('Beira')).toBe('Beira');
    expect(eventTown(' , ')).toBe('');
  });
});

describe('dates', () => {
  it('moves local dates across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('searches the ride there from the day before (not before today) and the ride back from the last day', () => {
    expect(rideSearchDates(event, '2026-12-01')).toEqual({ there: '2026-12-17', back: '2026-12-20' });
    expect(rideSearchDates(event, '2026-12-18')).toEqual({ there: '2026-12-18', back: '2026-12-20' });
  });

  it('stays from the first day to the morning after the last', () => {
    expect(stayDates(event)).toEqual({ checkIn: '2026-12-18', checkOut: '2026-12-21' });
  });

  it('lets the traveller choose other nights: two of the festival, or from the day before', () => {
    expect(nightsBetween('2026-12-18', '2026-12-21')).toBe(3);
    expect(chosenNights('2026-12-19', '2026-12-21', '2026-12-01')).toEqual({
      checkIn: '2026-12-19',
      checkOut: '2026-12-21',
      nights: 2,
    });
    expect(chosenNights('2026-12-17', '2026-12-21', '2026-12-01')).toMatchObject({ nights: 4 });
    expect(chosenNights('2026-12-21', '2026-12-21', '2026-12-01')).toEqual({ error: 'order' });
    expect(chosenNights('2026-12-21', '2026-12-19', '2026-12-01')).toEqual({ error: 'order' });
    expect(chosenNights('', '2026-12-19', '2026-12-01')).toEqual({ error: 'order' });
    expect(chosenNights('2026-11-30', '2026-12-02', '2026-12-01')).toEqual({ error: 'past' });
    expect(chosenNights('2026-12-01', addDays('2026-12-01', MAX_TRIP_NIGHTS + 1), '2026-12-01')).toEqual({
      error: 'long',
    });
  });
});

describe('rides', () => {
  const rides = [
    { id: 'early', departureAt: '2026-12-18T04:30:00.000Z', seatsAvailable: 3 },
    { id: 'full', departureAt: '2026-12-18T05:00:00.000Z', seatsAvailable: 1 },
    { id: 'late', departureAt: '2026-12-18T14:00:00.000Z', seatsAvailable: 3 },
    { id: 'after', departureAt: '2026-12-20T21:30:00.000Z', seatsAvailable: 4 },
    { id: 'next', departureAt: '2026-12-21T06:00:00.000Z', seatsAvailable: 2 },
  ];

  it('offers for the way there the rides leaving before the start with the seats wanted', () => {
    expect(ridesThere(rides, event, 2).map((r) => r.id)).toEqual(['early']);
    expect(ridesThere(rides, event, 1).map((r) => r.id)).toEqual(['early', 'full']);
  });

  it('offers for the way back the rides leaving once the event has ended', () => {
    expect(ridesBack(rides, event, 2).map((r) => r.id)).toEqual(['after', 'next']);
    expect(ridesBack(rides, event, 3).map((r) => r.id)).toEqual(['after']);
  });
});

describe('stayPartnership', () => {
  it('applies the highest applicable accommodation offer of the establishment the tickets qualify for', () => {
    expect(stayPartnership(event, 'hotel-a', 2)?.id).toBe('p1');
    expect(stayPartnership(event, 'hotel-a', 1)?.id).toBe('p2');
    expect(stayPartnership(event, 'hotel-a', 0)).toBeNull();
  });

  it('ignores offers not applicable, of transport, or of another establishment', () => {
    expect(stayPartnership(event, 'hotel-b', 4)).toBeNull();
    expect(stayPartnership(event, 'hotel-c', 4)).toBeNull();
    expect(stayPartnership(event, 'hotel-z', 4)).toBeNull();
  });
});

describe('tripBody', () => {
  const all: TripChoice = {
    tickets: { quantity: 2, ticketTypeId: 'tt' },
    rideThereId: 'r1',
    rideBackId: 'r2',
    stay: { roomTypeId: 'rt', checkIn: '2026-12-18', checkOut: '2026-12-21', guests: 2 },
    seats: 2,
  };

  it('sends every part chosen, the rides with one seat per traveller', () => {
    expect(tripBody(event.id, all)).toEqual({
      event: { eventId: event.id, quantity: 2, ticketTypeId: 'tt' },
      rideThere: { rideId: 'r1', seats: 2 },
      rideBack: { rideId: 'r2', seats: 2 },
      stay: { roomTypeId: 'rt', checkIn: '2026-12-18', checkOut: '2026-12-21', guests: 2 },
    });
    expect(chosenParts(all)).toBe(4);
  });

  it('leaves out the parts dropped', () => {
    const some = { ...all, tickets: null, rideBackId: null };
    expect(tripBody(event.id, some)).toEqual({
      rideThere: { rideId: 'r1', seats: 2 },
      stay: { roomTypeId: 'rt', checkIn: '2026-12-18', checkOut: '2026-12-21', guests: 2 },
    });
    expect(chosenParts({ ...some, rideThereId: null, stay: null })).toBe(0);
  });
});

it('sums the parts figures', () => {
  expect(sumFigures([
    { priceCents: 300000, discountCents: 0, feeCents: 30000, totalCents: 330000 },
    { priceCents: 500000, discountCents: 100000, feeCents: 40000, totalCents: 440000 },
  ])).toEqual({ priceCents: 800000, discountCents: 100000, feeCents: 70000, totalCents: 770000 });
  expect(sumFigures([])).toEqual({ priceCents: 0, discountCents: 0, feeCents: 0, totalCents: 0 });
});
