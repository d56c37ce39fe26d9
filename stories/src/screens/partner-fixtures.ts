/**
 * @module The partner portal's answers beyond the driver's (driver-fixtures.ts), in the same demo world: the
 * accommodation manager of Casa do Mar Tofo (GET /api/hotels/mine, its stats, partnership post, photos and reviews:
 * /hotels, spec 2.16) and the organiser of the Festival de Música do Tofo (GET /api/events/mine: /organizadores and
 * its check-in, issue 5). The figures agree with each other as the API computes them: the organiser's tickets are the
 * confirmed ones of the ticket types, revenue their subtotals, the dashboard's sums over the active and past events.
 * The craft fair is happening today (its check-in open), so the check-in screens can admit a ticket whenever the
 * Storybook is opened. The check-in list carries a SHA-256 of each code, never the code (ADR 0035): its codes are
 * {@link FAIR_CODES}.
 */
import type { Profile, Session } from '@turismo/app-core/session';
import type { Role } from '@turismo/app-core/roles';
import type { OrganiserEvent } from '../../../apps/partner-portal/src/features/events/api/organiser-events.ts';
import { codeHash } from '../../../apps/partner-portal/src/features/events/lib/offline-checkin.ts';
import type { StoredList } from '../../../apps/partner-portal/src/features/events/lib/offline-checkin.ts';
import type { Hotel } from '../../../apps/partner-portal/src/features/stays/api/lodging.ts';
import type { HotelPartnershipPost } from '../../../apps/partner-portal/src/features/stays/api/partnerships.ts';
import { day, hoursFromNow } from './demo-dates.ts';
import { festival } from './event-fixtures.ts';
import { PARTNERSHIP_POSTS } from './driver-fixtures.ts';
import type { Answer, LOADING } from './recorded-api.tsx';
import { hotel, HOTEL_ID, REVIEWS } from './stay-fixtures.ts';

/** An answer or its absence: still loading, or the API's failure. */
type Or<T> = T | typeof LOADING | Error;

/**
 * A signed-in partner as the screens read the session (no Firebase in the Storybook: a {@link FixedSession}).
 * Only what the screens use is real: the uid, the e-mail, the profile's roles; signing out does nothing here.
 */
export function partnerSession(person: { uid: string; email: string; firstName: string; lastName: string }, roles: Role[]): Session {
  const profile = {
    id: person.uid,
    uid: person.uid,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    displayName: `${person.firstName} ${person.lastName}`,
    phone: null,
    city: 'Inhambane',
    profileImageUrl: null,
    roles,
    currentRole: roles[roles.length - 1] ?? 'client',
    permissions: [],
    verificationStatus: 'approved',
    accountStatus: 'active',
    suspensionReason: null,
    adminRequested: false,
    emailVerified: true,
    preferences: { language: 'pt', currency: 'MZN', notifications: true, emailMarketing: false },
    createdAt: '2026-03-01T08:00:00.000Z',
  } as Profile;
  return {
    user: { uid: person.uid, email: person.email } as NonNullable<Session['user']>,
    loading: false,
    profile,
    profileError: null,
    roles,
    currentRole: profile.currentRole as Role,
    hasRole: (role) => roles.includes(role),
    can: () => false,
    refreshProfile: async () => {},
    signOut: async () => {},
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The accommodation manager (hotel@demo.co.mz): Graça Cossa, Casa do Mar Tofo.

export const MANAGER = partnerSession(
  { uid: 'Hk2Lp9QwErTy5UiOpAsDfGh3JkL1', email: 'hotel@demo.co.mz', firstName: 'Graça', lastName: 'Cossa' },
  ['client', 'hotel_manager'],
);

/** GET /api/hotels/{id}/stats: 5 rooms (4 doubles, 1 suite), 2 taken tonight; this month's paid stays. */
export const HOTEL_STATS = {
  availableRooms: 3,
  totalRooms: 5,
  totalBookings: 9,
  // 62 of the month's 155 room nights (5 rooms × 31 nights) sold or held.
  occupancyRate: 40,
  monthlyRevenueCents: 2_450_000,
  upcomingStays: 3,
  awaitingConfirmation: 1,
  averageRating: REVIEWS.rating,
  reviewCount: REVIEWS.reviewCount,
};

/** GET /api/hotels/{id}/partnerships: the post the demo driver sees, with him among the interested drivers. */
export const HOTEL_POSTS: HotelPartnershipPost[] = [
  {
    ...PARTNERSHIP_POSTS[0]!,
    interestedCount: 1,
    interestedDrivers: [{
      driverId: '601bVxsboTLaCryiLUGhOIQNMcDD',
      name: 'Carlos Nhantumbo',
      chatRoomId: 'c3a1e5b7-9d2f-4b6e-8a0c-2e4f6a8c0e11',
      createdAt: hoursFromNow(-24 * 9),
    }],
  },
];

/** Every answer of /hotels for the manager of Casa do Mar Tofo (`hotels: []`: a manager without an establishment). */
export function lodgingAnswers({ hotels, stats = HOTEL_STATS }: { hotels?: Or<Hotel[]>; stats?: Or<typeof HOTEL_STATS> } = {}): Answer[] {
  const mine = hotels ?? ((language: string) => [hotel(language) as unknown as Hotel]);
  return [
    ['lodging/mine', mine],
    [['lodging/stats', HOTEL_ID], stats],
    [['lodging/partnerships', HOTEL_ID], HOTEL_POSTS],
    [['photos', 'establishment', HOTEL_ID], hotel('pt').photos],
    [['stays/reviews', HOTEL_ID, 1], REVIEWS],
    ['reviews/to-write', []],
    ['chat/rooms', []],
    ['events/mine', { active: [], past: [], drafts: [] }],
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The event organiser (eventos@demo.co.mz): Helena Mondlane.

export const ORGANISER = partnerSession(
  { uid: 'Ab2s15FoAJ4f1AvTNGe5D6C1b9FS', email: 'eventos@demo.co.mz', firstName: 'Helena', lastName: 'Mondlane' },
  ['client', 'event'],
);

/** The local date and time in Maputo (UTC+2 all year) of an instant. */
function maputo(iso: string): { date: string; time: string } {
  const local = new Date(new Date(iso).getTime() + 2 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

type Sold = { confirmed: number; held?: number; checkedIn?: number; external?: number };

/** An event as its organiser reads it: the public event and the counts of its bookings (revenue: their subtotals). */
function organiserEvent(
  event: ReturnType<typeof festival>,
  { confirmed, held = 0, checkedIn = 0, external = 0 }: Sold,
  revenueCents: number,
): OrganiserEvent {
  return {
    ...event,
    ticketsSold: confirmed + held,
    ticketsLeft: event.maxTickets - confirmed - held,
    confirmedTickets: confirmed,
    heldTickets: held,
    checkedIn,
    revenueCents,
    externalTicketsSold: external,
  } as OrganiserEvent;
}

const FESTIVAL = festival('pt');
/** The festival in 21 days: its ticket types' sales (190 Geral, 22 VIP), nobody in yet. */
const FESTIVAL_MINE = organiserEvent(
  FESTIVAL,
  { confirmed: 212 },
  FESTIVAL.ticketTypes.reduce((sum, type) => sum + type.sold * type.priceCents, 0),
);

const FAIR_START = hoursFromNow(-1);
const FAIR_END = hoursFromNow(6);
const FAIR_PRICE = 20_000;

/** The craft fair: it began an hour ago (its check-in opened 6 h before), 64 tickets, 12 people in. */
const FAIR = organiserEvent(
  {
    ...FESTIVAL,
    id: '7f3e9a1c-5b2d-4e8f-a6c4-0d2b8f6e4a19',
    title: 'Feira de Artesanato da Maxixe',
    description: 'Cestaria, capulanas, escultura em madeira e comida de Inhambane, no cais da Maxixe.',
    eventType: 'feira',
    category: 'cultura',
    venue: 'Cais da Maxixe',
    address: 'Cais da Maxixe, Inhambane',
    startDate: maputo(FAIR_START).date,
    endDate: maputo(FAIR_END).date,
    startTime: maputo(FAIR_START).time,
    endTime: maputo(FAIR_END).time,
    startsAt: FAIR_START,
    endsAt: FAIR_END,
    isFeatured: false,
    ticketPriceCents: FAIR_PRICE,
    maxTickets: 150,
    partnerships: [],
    hasPartnerships: false,
    accommodationDiscount: null,
    ticketTypes: [],
  },
  { confirmed: 64, checkedIn: 12 },
  64 * FAIR_PRICE,
);

const JAZZ_PRICE = 25_000;
/** Last month's concert: 80 tickets on the platform, 74 people came, 30 sold at the door (her own figure). */
const JAZZ = organiserEvent(
  {
    ...FESTIVAL,
    id: '2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f72',
    title: 'Noite de Jazz na Fortaleza',
    eventType: 'concerto',
    venue: 'Fortaleza de Maputo',
    address: 'Praça 25 de Junho, Maputo',
    startDate: day(-20),
    endDate: day(-20),
    startTime: '19:00',
    endTime: '23:00',
    status: 'past',
    isFeatured: false,
    ticketPriceCents: JAZZ_PRICE,
    maxTickets: 120,
    partnerships: [],
    hasPartnerships: false,
    accommodationDiscount: null,
    ticketTypes: [],
  },
  { confirmed: 80, checkedIn: 74, external: 30 },
  80 * JAZZ_PRICE,
);

/** A workshop not yet published. */
const DRAFT = organiserEvent(
  {
    ...FESTIVAL,
    id: '5a7c9e1b-3d5f-4b7d-8f1a-3c5e7a9c1e84',
    title: 'Oficina de Capulana',
    eventType: 'workshop',
    category: 'educacao',
    venue: 'Centro Cultural de Inhambane',
    startDate: day(40),
    endDate: day(40),
    startTime: '09:00',
    endTime: '13:00',
    status: 'draft',
    isFeatured: false,
    ticketPriceCents: 50_000,
    maxTickets: 20,
    partnerships: [],
    hasPartnerships: false,
    accommodationDiscount: null,
    ticketTypes: [],
  },
  { confirmed: 0 },
  0,
);

/** GET /api/events/mine: Ativos (the fair today, the festival), Anteriores (the concert), Rascunhos (the workshop). */
export const MY_EVENTS = { active: [FAIR, FESTIVAL_MINE], past: [JAZZ], drafts: [DRAFT] };
export { FAIR, FESTIVAL_MINE, JAZZ };

/** What the dashboard's four figures are, from {@link MY_EVENTS} (active and past, as the page sums them). */
export const ORGANISER_TOTALS = {
  active: MY_EVENTS.active.length,
  tickets: [FAIR, FESTIVAL_MINE, JAZZ].reduce((n, e) => n + e.confirmedTickets, 0),
  revenueCents: [FAIR, FESTIVAL_MINE, JAZZ].reduce((n, e) => n + e.revenueCents, 0),
  checkedIn: [FAIR, FESTIVAL_MINE, JAZZ].reduce((n, e) => n + e.checkedIn, 0),
};

export function organiserAnswers({ events = MY_EVENTS }: { events?: Or<typeof MY_EVENTS> } = {}): Answer[] {
  return [['events/mine', events]];
}

/** Three tickets of the fair: one to admit, one already in (40 minutes ago), one cancelled. */
export const FAIR_CODES = {
  toAdmit: { code: 'MZT-7K2P-9QXA-4MZD', holderName: 'Ana Macuácua' },
  alreadyIn: { code: 'MZT-3HVN-8RTE-2WBC', holderName: 'João Sitoe', checkedInAt: hoursFromNow(-2 / 3) },
  cancelled: { code: 'MZT-5LJD-6YUF-1PKS', holderName: 'Marta Cossa' },
};

/**
 * The fair's check-in list as GET /api/events/{id}/checkin-list gives it and the device keeps it (a hash per code),
 * downloaded `downloadedMinutesAgo` minutes ago.
 */
export async function fairCheckInList(downloadedMinutesAgo = 90): Promise<StoredList> {
  const ticket = async (code: string, holderName: string, checkedInAt: string | null, cancelled: boolean) => ({
    codeHash: await codeHash(FAIR.id, code),
    holderName,
    ticketType: 'Entrada',
    checkedInAt,
    cancelled,
  });
  return {
    eventId: FAIR.id,
    title: FAIR.title,
    startsAt: FAIR_START,
    endsAt: FAIR_END,
    checkInOpensAt: new Date(new Date(FAIR_START).getTime() - 6 * 3_600_000).toISOString(),
    checkInClosesAt: FAIR_END,
    downloadedAt: new Date(Date.now() - downloadedMinutesAgo * 60_000).toISOString(),
    tickets: await Promise.all([
      ticket(FAIR_CODES.toAdmit.code, FAIR_CODES.toAdmit.holderName, null, false),
      ticket(FAIR_CODES.alreadyIn.code, FAIR_CODES.alreadyIn.holderName, FAIR_CODES.alreadyIn.checkedInAt, false),
      ticket(FAIR_CODES.cancelled.code, FAIR_CODES.cancelled.holderName, null, true),
    ]),
  };
}
