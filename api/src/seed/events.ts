/**
 * @module Demo events (issue 5): festivals, fairs, concerts, conferences, workshops and exhibitions over the coming
 * months in Maputo, Marracuene, Inhambane/Tofo, Beira, Nampula, Pemba, Ilha de Moçambique and Vilanculos, organised
 * by eventos@demo.co.mz (and two by hotel@demo.co.mz), some free, some with accommodation and transport
 * partnerships. Dates are offsets from today (Africa/Maputo), so the content is always upcoming; deterministic for a
 * given day. Idempotent: nothing is added while the demo organiser still has upcoming events.
 */
import { type Db, textArray } from '../lib/db.ts';
import { addDays, maputoLocal, todayInMaputo } from '../lib/time.ts';
import { insertEvent, type PartnershipWrite, writePartnerships } from '../domains/events/events.repo.ts';
import { writeTicketTypes } from '../domains/events/events.tickets.repo.ts';
import { forgetPages } from '../lib/page-cache.ts';

interface DemoEvent {
  organiser: 'eventos@demo.co.mz' | 'hotel@demo.co.mz';
  title: string;
  description: string;
  eventType: 'feira' | 'festival' | 'concerto' | 'conferencia' | 'workshop' | 'exposicao';
  category: 'cultura' | 'negocios' | 'entretenimento' | 'gastronomia' | 'educacao' | 'desporto';
  venue: string;
  address: string;
  lat: number;
  lng: number;
  /** Days from today to the first day, and how many days it lasts. */
  inDays: number;
  days: number;
  /**
   * Starts this many hours after seeding instead (inDays and startTime ignored): an event whose doors open today, so
   * that its check-in, open from 6 hours before the start (ADR 0043), can be shown and tried.
   */
  startsInHours?: number;
  startTime: string;
  endTime: string;
  priceMt: number;
  maxTickets: number;
  /**
   * Tickets the organiser sold through other channels (box office, partners): their own figure, shown only on their
   * pages and labelled; never platform sales and never blocking a sale (issue 11).
   */
  soldElsewhere: number;
  /** Ticket types (issue 15; ADR 0030): name, price in MT, quantity; none: the single price. */
  ticketTypes?: { name: string; priceMt: number; quantity: number; description?: string }[];
  featured?: boolean;
  tags: string[];
  websiteUrl?: string;
  partnerships?: Omit<PartnershipWrite, 'isActive' | 'validFrom' | 'validUntil' | 'partnerId'>[];
}

const partner = (
  partnerType: 'accommodation' | 'transport',
  partnerName: string,
  discountPercentage: number,
  minEventTickets: number,
  specialOffer: string | null,
) => ({ partnerType, partnerName, discountPercentage, minEventTickets, specialOffer });

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Festival de Música do Tofo',
    description: 'Três dias de marrabenta, pandza e música ao vivo na praia do Tofo, com artistas de todo o país.',
    eventType: 'festival',
    category: 'entretenimento',
    venue: 'Praia do Tofo',
    address: 'Praia do Tofo, Inhambane',
    lat: -23.8522,
    lng: 35.5456,
    inDays: 21,
    days: 3,
    startTime: '16:00',
    endTime: '23:30',
    priceMt: 1500,
    maxTickets: 2000,
    soldElsewhere: 640,
    ticketTypes: [
      { name: 'Normal', priceMt: 1500, quantity: 1400 },
      {
        name: 'VIP',
        priceMt: 3500,
        quantity: 200,
        description: 'Zona reservada junto ao palco e bebida de boas-vindas.',
      },
      { name: 'Estudante', priceMt: 750, quantity: 400, description: 'Apresente o cartão de estudante à entrada.' },
    ],
    featured: true,
    tags: ['música', 'praia', 'marrabenta'],
    partnerships: [
      partner('accommodation', 'Casa Barry Lodge', 20, 2, 'Pequeno-almoço incluído para portadores de bilhete.'),
      partner('transport', 'Transportes Tofo Express', 15, 1, 'Transfer Inhambane–Tofo ida e volta.'),
      partner('accommodation', 'Tofo Beach Backpackers', 10, 4, null),
      // An establishment of the stays seed: linked to it once the stays are in (`linkDemoPartners`), so a trip to
      // the festival gets the discount on its nights (issue 30).
      partner('accommodation', 'Hotel Casa Rex', 20, 2, 'Tarifa do festival para portadores de bilhete.'),
    ],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'FACIM — Feira Internacional de Maputo',
    description: 'A maior feira multissectorial do país: agricultura, indústria, comércio e serviços, com ' +
      'expositores nacionais e estrangeiros.',
    eventType: 'feira',
    category: 'negocios',
    venue: 'Recinto da FACIM, Ricatla',
    address: 'Ricatla, Marracuene, Maputo',
    lat: -25.7167,
    lng: 32.6833,
    inDays: 45,
    days: 6,
    startTime: '09:00',
    endTime: '18:00',
    priceMt: 200,
    maxTickets: 15000,
    soldElsewhere: 3200,
    featured: true,
    tags: ['negócios', 'exposição', 'comércio'],
    websiteUrl: 'https://www.facim.co.mz',
    partnerships: [
      partner('transport', 'Chapas Marracuene Expresso', 25, 2, 'Ligação directa Baixa de Maputo–Ricatla.'),
      partner('accommodation', 'Hotel Marracuene Rio', 15, 1, null),
    ],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Feira Gastronómica da Costa do Sol',
    description: 'Marisco fresco, matapa, caril de amendoim e chamuças com chefs de Maputo e de Inhambane.',
    eventType: 'feira',
    category: 'gastronomia',
    venue: 'Marginal da Costa do Sol',
    address: 'Costa do Sol, Maputo',
    lat: -25.9203,
    lng: 32.6345,
    inDays: 9,
    days: 2,
    startTime: '11:00',
    endTime: '21:00',
    priceMt: 0,
    maxTickets: 1200,
    soldElsewhere: 410,
    tags: ['gastronomia', 'marisco', 'família'],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Concerto de Marrabenta no Centro Cultural Franco-Moçambicano',
    description: 'Uma noite dedicada aos clássicos da marrabenta, com orquestra e convidados especiais.',
    eventType: 'concerto',
    category: 'cultura',
    venue: 'Centro Cultural Franco-Moçambicano',
    address: 'Avenida Samora Machel, Baixa, Maputo',
    lat: -25.9692,
    lng: 32.5732,
    inDays: 14,
    days: 1,
    startTime: '19:30',
    endTime: '23:00',
    priceMt: 800,
    maxTickets: 450,
    soldElsewhere: 450,
    tags: ['marrabenta', 'concerto'],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Conferência de Turismo Sustentável de Moçambique',
    description: 'Operadores, governo e comunidades debatem o turismo de natureza e de praia no corredor da Beira.',
    eventType: 'conferencia',
    category: 'negocios',
    venue: 'Hotel Tivoli Beira',
    address: 'Rua Jorge Jardim, Beira, Sofala',
    lat: -19.8436,
    lng: 34.8389,
    inDays: 33,
    days: 2,
    startTime: '08:30',
    endTime: '17:30',
    priceMt: 2500,
    maxTickets: 300,
    soldElsewhere: 112,
    tags: ['turismo', 'sustentabilidade'],
    partnerships: [partner('accommodation', 'Hotel Tivoli Beira', 18, 1, 'Tarifa de conferência com jantar.')],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Festival de Cultura Macua',
    description: 'Tufo, danças tradicionais, artesanato e contadores de histórias da província de Nampula.',
    eventType: 'festival',
    category: 'cultura',
    venue: 'Praça dos Heróis',
    address: 'Praça dos Heróis, Nampula',
    lat: -15.1165,
    lng: 39.2666,
    inDays: 27,
    days: 2,
    startTime: '10:00',
    endTime: '20:00',
    priceMt: 0,
    maxTickets: 3000,
    soldElsewhere: 820,
    tags: ['tufo', 'tradição'],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Pemba Sea Food & Jazz',
    description: 'Jazz ao pôr do sol na praia do Wimbe com pratos de marisco da baía de Pemba.',
    eventType: 'concerto',
    category: 'gastronomia',
    venue: 'Praia do Wimbe',
    address: 'Praia do Wimbe, Pemba, Cabo Delgado',
    lat: -12.9667,
    lng: 40.5333,
    inDays: 52,
    days: 1,
    startTime: '17:00',
    endTime: '23:59',
    priceMt: 1200,
    maxTickets: 600,
    soldElsewhere: 95,
    tags: ['jazz', 'marisco'],
    partnerships: [
      partner('accommodation', 'Pemba Beach Lodge', 12, 2, null),
      partner('transport', 'Táxis Wimbe', 10, 1, 'Regresso ao centro incluído.'),
    ],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Exposição de Arte Swahili da Ilha de Moçambique',
    description: 'Pintura, fotografia e talha em madeira de artistas da Ilha, no antigo Palácio de São Paulo.',
    eventType: 'exposicao',
    category: 'cultura',
    venue: 'Palácio de São Paulo',
    address: 'Ilha de Moçambique, Nampula',
    lat: -15.0347,
    lng: 40.7358,
    inDays: 38,
    days: 10,
    startTime: '09:00',
    endTime: '17:00',
    priceMt: 150,
    maxTickets: 2500,
    soldElsewhere: 130,
    tags: ['arte', 'património'],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Workshop de Fotografia Subaquática em Vilanculos',
    description: 'Dois dias de formação prática com mergulho no arquipélago de Bazaruto.',
    eventType: 'workshop',
    category: 'educacao',
    venue: 'Centro de Mergulho de Vilanculos',
    address: 'Avenida Eduardo Mondlane, Vilanculos, Inhambane',
    lat: -22.0,
    lng: 35.3167,
    inDays: 24,
    days: 2,
    startTime: '08:00',
    endTime: '16:00',
    priceMt: 4500,
    maxTickets: 12,
    soldElsewhere: 5,
    tags: ['fotografia', 'mergulho'],
    partnerships: [partner('transport', 'Barcos Bazaruto Tours', 20, 2, 'Saída de barco para Bazaruto.')],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Maratona da Cidade de Maputo',
    description: 'Corrida de 42 km, meia maratona e corrida familiar de 5 km pela Marginal e pela Baixa.',
    eventType: 'festival',
    category: 'desporto',
    venue: 'Praça da Independência',
    address: 'Praça da Independência, Maputo',
    lat: -25.9686,
    lng: 32.5894,
    inDays: 60,
    days: 1,
    startTime: '06:00',
    endTime: '13:00',
    priceMt: 500,
    maxTickets: 5000,
    soldElsewhere: 1800,
    tags: ['corrida', 'desporto'],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Noite de Comédia no Teatro Avenida',
    description: 'Humoristas moçambicanos numa noite de stand-up em português e changana.',
    eventType: 'concerto',
    category: 'entretenimento',
    venue: 'Teatro Avenida',
    address: 'Avenida 25 de Setembro, Maputo',
    lat: -25.9689,
    lng: 32.5734,
    inDays: 5,
    days: 1,
    startTime: '20:00',
    endTime: '22:30',
    priceMt: 600,
    maxTickets: 350,
    soldElsewhere: 120,
    tags: ['comédia'],
  },
  {
    organiser: 'eventos@demo.co.mz',
    title: 'Feira do Caju de Inhambane',
    description: 'Produtores de caju, licor de caju e artesanato da província de Inhambane.',
    eventType: 'feira',
    category: 'gastronomia',
    venue: 'Jardim Municipal de Inhambane',
    address: 'Centro, Inhambane',
    lat: -23.865,
    lng: 35.3833,
    inDays: 40,
    days: 2,
    // Today, in two hours: the organiser's check-in is open (issue 32, ADR 0043).
    startsInHours: 2,
    startTime: '09:00',
    endTime: '18:00',
    priceMt: 0,
    maxTickets: 800,
    soldElsewhere: 60,
    tags: ['caju', 'produtores'],
  },
  {
    organiser: 'hotel@demo.co.mz',
    title: 'Jantar de Gala de Fim de Ano em Inhambane',
    description: 'Jantar com música ao vivo e fogo-de-artifício sobre a baía de Inhambane.',
    eventType: 'concerto',
    category: 'gastronomia',
    venue: 'Terraço da Baía',
    address: 'Marginal, Inhambane',
    lat: -23.8617,
    lng: 35.3853,
    inDays: 30,
    days: 1,
    startTime: '19:00',
    endTime: '23:59',
    priceMt: 3500,
    maxTickets: 120,
    soldElsewhere: 40,
    tags: ['gala', 'jantar'],
    partnerships: [
      partner('accommodation', 'Pousada da Baía de Inhambane', 30, 2, 'Noite de alojamento com desconto.'),
    ],
  },
  {
    organiser: 'hotel@demo.co.mz',
    title: 'Workshop de Hotelaria e Atendimento ao Cliente',
    description: 'Formação para equipas de receção e restauração de pequenos alojamentos.',
    eventType: 'workshop',
    category: 'educacao',
    venue: 'Sala de Conferências da Pousada',
    address: 'Bairro Balane, Inhambane',
    lat: -23.87,
    lng: 35.39,
    inDays: 18,
    days: 1,
    startTime: '09:00',
    endTime: '16:00',
    priceMt: 0,
    maxTickets: 40,
    soldElsewhere: 12,
    tags: ['formação', 'hotelaria'],
  },
];

/**
 * Inserts the demo events (once: skipped while eventos@demo.co.mz has upcoming events).
 * @param users the uid of each demo e-mail (from seedDemoUsers)
 * @returns how many events were inserted
 */
export async function seedDemoEvents(sql: Db, users: Map<string, string>, now: Date = new Date()): Promise<number> {
  const organiser = users.get('eventos@demo.co.mz');
  if (!organiser) return 0;
  const [existing]: [{ n: number }?] = await sql`
    select count(*)::int as n from events where organiser_id = ${organiser} and ends_at > ${now}
  `;
  if ((existing?.n ?? 0) > 0) return 0;
  const today = todayInMaputo(now);
  let inserted = 0;
  for (const [i, e] of DEMO_EVENTS.entries()) {
    const organiserId = users.get(e.organiser);
    if (!organiserId) continue;
    const soon = e.startsInHours === undefined
      ? null
      : maputoLocal(new Date(now.getTime() + e.startsInHours * 3_600_000));
    const startDate = soon ? soon.date : addDays(today, e.inDays);
    const id = await insertEvent(
      sql,
      organiserId,
      {
        title: e.title,
        description: e.description,
        eventType: e.eventType,
        category: e.category,
        venue: e.venue,
        address: e.address,
        placeId: null,
        lat: e.lat,
        lng: e.lng,
        startDate,
        endDate: addDays(startDate, e.days - 1),
        startTime: soon ? `${soon.time.slice(0, 2)}:00` : e.startTime,
        endTime: e.endTime,
        images: [],
        isPaid: e.priceMt > 0,
        ticketPriceCents: e.priceMt * 100,
        // Demo refund policies (ADR 0024): most refund until 7 days before, every fourth paid event has no refunds.
        refundPolicy: e.priceMt > 0 && i % 4 === 3 ? 'none' : 'until_days',
        refundDaysBefore: 7,
        checkinOpensHoursBefore: null,
        maxTickets: e.maxTickets,
        tags: e.tags,
        websiteUrl: e.websiteUrl ?? null,
        socialLinks: {},
      },
      'upcoming',
      { isFeatured: e.featured ?? false },
    );
    // Tickets sold elsewhere are the organiser's own figure: tickets_sold stays the platform's count (issue 11).
    await sql`update events set external_tickets_sold = ${e.soldElsewhere} where id = ${id}`;
    if (e.ticketTypes) {
      await writeTicketTypes(
        sql,
        id,
        e.ticketTypes.map((t) => ({
          name: t.name,
          description: t.description ?? '',
          priceCents: t.priceMt * 100,
          quantity: t.quantity,
          salesStart: null,
          salesEnd: null,
          isActive: true,
        })),
      );
    }
    await writePartnerships(
      sql,
      id,
      (e.partnerships ?? []).map((p) => ({
        ...p,
        partnerId: null,
        isActive: true,
        validFrom: today,
        validUntil: addDays(startDate, e.days),
      })),
      false,
    );
    inserted++;
  }
  return inserted;
}

/**
 * Links the demo events' accommodation partnerships to the stays seed's establishments of the same name (the events
 * are seeded before the stays, so their partnerships are written by name first): the partner's id is what a trip
 * reads to apply the discount to a stay (ADR 0055). Idempotent: only partnerships without a partner are touched.
 * @returns how many partnerships were linked
 */
export async function linkDemoPartners(sql: Db): Promise<number> {
  const names = [
    ...new Set(
      DEMO_EVENTS.flatMap((e) => (e.partnerships ?? []).filter((p) => p.partnerType === 'accommodation'))
        .map((p) => p.partnerName),
    ),
  ];
  const titles = DEMO_EVENTS.map((e) => e.title);
  const linked = await sql`
    update event_partnerships p set partner_id = s.id::text
    from establishments s, events e
    where p.partner_id is null and p.partner_type = 'accommodation' and p.partner_name = any(${
    textArray(names)
  }::text[])
      and s.name = p.partner_name and e.id = p.event_id and e.title = any(${textArray(titles)}::text[])
  `;
  if (linked.count > 0) forgetPages('events');
  return linked.count;
}
