/**
 * @module The head and main text of each public page of the traveller app (issue 26, ADR 0046), read from the same
 * services as the API answers (so a hidden listing is hidden here too): event, establishment, ride, driver and
 * organiser pages, the city/month event listing, the searches of rides, stays and events with their criteria, and
 * the 404 page. A missing or hidden listing is 404; a listing of a suspended provider, a cancelled or departed ride,
 * 410 (gone: search engines drop it at once). Texts are Portuguese, in English through api/src/locales/en.json.
 */
import { sql } from '../../lib/db.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { isUuid } from '../../lib/ids.ts';
import { formatMZN } from '@turismo/rules/money.ts';
import { TIME_ZONE } from '../../lib/time.ts';
import { placeRefs } from '../places/places.match.ts';
import { findEvent } from '../events/events.repo.ts';
import { cityListing, getEvent, search as searchEvents } from '../events/events.service.ts';
import { EventCityQuerySchema, EventSearchQuerySchema } from '../events/events.schemas.ts';
import { findRide } from '../rides/rides.repo.ts';
import { getRide, searchUpcoming } from '../rides/rides.service.ts';
import { RideListQuerySchema } from '../rides/rides.schemas.ts';
import { findEstablishment } from '../stays/stays.repo.ts';
import { getHotel, searchHotels, type StayPreview, stayPreview } from '../stays/stays.service.ts';
import { HotelSearchQuerySchema } from '../stays/stays.schemas.ts';
import { driverProfile, organiserProfile } from '../profiles/profiles.service.ts';
import { listReviews } from '../reviews/reviews.service.ts';
import type { Photo } from '../media/media.schemas.ts';
import { listPhotos } from '../media/media.service.ts';
import { cardImage, type ShareCard } from './pages.card.ts';
import type { PageText } from './pages.texts.ts';
import { clip, doc, type DocLine, lead, type PageImage, type PageLanguage, type PageModel } from './pages.html.ts';
import { breadcrumbs, driverLd, eventLd, itemList, organiserLd, rideLd, stayLd, website } from './pages.jsonld.ts';

/** Who asks: the public origin and the page's language. */
export interface PageContext {
  origin: string;
  lang: PageLanguage;
}

/** The designed preview picture of a page without a photo (pages.site.ts draws it, 1200x630 PNG). */
export const DESIGNED_IMAGE_PATH = '/share-image.png';

const SITE_DESCRIPTION: PageText = 'MozTurismo: viagens, alojamentos e eventos em Moçambique, num só lugar.';

/** A Portuguese text in the page's language, `{{name}}` placeholders filled. */
function tr(ctx: PageContext, text: PageText, values: Record<string, string | number> = {}): string {
  const fill = (t: string) => t.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k] ?? ''));
  if (ctx.lang === 'pt') return fill(text);
  return fill(translateMessage(text, 'en'));
}

/** A cancellation policy's text in the page's language, as the API answers it (ADR 0039). */
const policy = (ctx: PageContext, text: string) => translateMessage(text, ctx.lang);

const money = (ctx: PageContext, centavos: number) => formatMZN(centavos, ctx.lang === 'en' ? 'en-GB' : 'pt-MZ');

/** A local date and time in Africa/Maputo, dd/MM/yyyy HH:mm (DECISIONS.md 5). */
function when(ctx: PageContext, iso: string, withTime = true): string {
  return new Intl.DateTimeFormat(ctx.lang === 'en' ? 'en-GB' : 'pt-MZ', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(new Date(iso));
}

/** The rating line: '4,5 de 5 (3 avaliações)' from published reviews, or 'Sem avaliações'. */
function ratingLine(ctx: PageContext, rating: number | null, count: number): string {
  if (rating === null || !count) return tr(ctx, 'Sem avaliações');
  const value = rating.toLocaleString(ctx.lang === 'en' ? 'en-GB' : 'pt-MZ', { maximumFractionDigits: 1 });
  return count === 1
    ? tr(ctx, '{{rating}} de 5 (1 avaliação)', { rating: value })
    : tr(ctx, '{{rating}} de 5 ({{count}} avaliações)', { rating: value, count });
}

function designedImage(ctx: PageContext): PageImage {
  return {
    url: `${ctx.origin}${DESIGNED_IMAGE_PATH}`,
    width: 1200,
    height: 630,
    alt: tr(ctx, 'MozTurismo: viagens, alojamentos e eventos em Moçambique'),
    type: 'image/png',
  };
}

/** A listing's designed picture (pages.card.ts) and what it draws: its photo, name, date or place and price. */
function withCard(ctx: PageContext, card: Omit<ShareCard, 'lang'>): { image: PageImage; card: ShareCard } {
  const full = { ...card, lang: ctx.lang };
  return { image: cardImage(ctx.origin, full), card: full };
}

/** The first photo of a driver's car or of a profile (its avatar), or null. */
async function firstPhoto(type: 'vehicle' | 'avatar', userId: string): Promise<string | null> {
  return (await listPhotos(type, userId).catch(() => []))[0]?.id ?? null;
}

const photoUrls = (ctx: PageContext, photos: readonly Photo[]) =>
  photos.slice(0, 3).map((p) => `${ctx.origin}/api/media/${p.id}/share.jpg`);

/** The 404 page ('Página não encontrada', DECISIONS.md 2), as the app's NotFoundPage draws it. */
export function notFoundPage(ctx: PageContext, path: string, status: 404 | 410 = 404): PageModel {
  const gone = status === 410;
  return {
    status,
    title: tr(ctx, 'Página não encontrada'),
    description: tr(ctx, 'O endereço pode estar errado ou a página pode ter mudado de lugar.'),
    path,
    image: designedImage(ctx),
    ogType: 'website',
    jsonLd: [],
    noindex: true,
    main: doc({
      heading: tr(ctx, 'Página não encontrada'),
      facts: [
        gone ? tr(ctx, 'Esta oferta já não está disponível.') : tr(ctx, 'Esta página não existe'),
        tr(ctx, 'O endereço pode estar errado ou a página pode ter mudado de lugar.'),
      ],
      links: [{ text: tr(ctx, 'Voltar à Página Inicial'), href: '/' }],
    }),
  };
}

/** The home page: the site, its search and the shell's own hero (no main text added). */
export function homePage(ctx: PageContext): PageModel {
  const description = tr(ctx, SITE_DESCRIPTION);
  return {
    status: 200,
    title: tr(ctx, 'MozTurismo: viagens, alojamentos e eventos em Moçambique'),
    description,
    path: '/',
    image: designedImage(ctx),
    ogType: 'website',
    jsonLd: [website(ctx.origin, description)],
    main: null,
  };
}

/** A page the app draws without listing data (sign-in, private areas, help): its title, not indexed when private. */
export function plainPage(ctx: PageContext, path: string, title: PageText, noindex: boolean): PageModel {
  return {
    status: 200,
    title: tr(ctx, title),
    description: tr(ctx, SITE_DESCRIPTION),
    path,
    image: designedImage(ctx),
    ogType: 'website',
    jsonLd: [],
    main: null,
    noindex,
  };
}

const home = (ctx: PageContext) => ({ name: tr(ctx, 'Início'), path: '/' });

/** An event's page (/events/{id}). */
export async function eventPage(ctx: PageContext, id: string): Promise<PageModel> {
  const path = `/events/${id}`;
  if (!isUuid(id)) return notFoundPage(ctx, path);
  const row = await findEvent(sql, id);
  if (!row || row.status === 'draft') return notFoundPage(ctx, path);
  if (row.providerSuspended) return notFoundPage(ctx, path, 410);
  const [e, reviews] = await Promise.all([getEvent(null, id), listReviews('events', id, 1, 5)]);
  const url = `${ctx.origin}${path}`;
  const onSale = e.ticketTypes.filter((t) => t.saleState === 'on_sale');
  const prices = !e.isPaid
    ? [0]
    : onSale.length
    ? onSale.map((t) => t.priceCents)
    : e.ticketTypes.length
    ? e.ticketTypes.map((t) => t.priceCents)
    : [e.ticketPriceCents];
  const from = Math.min(...prices);
  const placeLine = [e.venue, e.address].filter(Boolean).join(', ');
  const priceLine = from === 0
    ? tr(ctx, 'Entrada gratuita')
    : tr(ctx, 'A partir de {{price}}', { price: money(ctx, from) });
  const dates = `${when(ctx, e.startsAt)} – ${when(ctx, e.endsAt)}`;
  const refs = await placeRefs(sql);
  const p = e.placeId === null ? undefined : refs.get(e.placeId);
  const cover = e.photos[0];
  return {
    status: 200,
    title: e.title,
    description: clip(`${when(ctx, e.startsAt, false)} · ${placeLine}. ${priceLine}. ${e.description}`),
    path,
    ...withCard(ctx, {
      kind: 'events',
      id,
      label: tr(ctx, 'Evento'),
      title: e.title,
      lines: [[when(ctx, e.startsAt), e.venue].filter(Boolean).join(' · '), priceLine],
      photoId: cover?.id ?? null,
    }),
    ogType: 'website',
    // GET /api/events/{id}'s data, as the app's useEvent keys it.
    data: [{
      key: ['events/one', id],
      value: { ...e, cancellationPolicy: { ...e.cancellationPolicy, text: policy(ctx, e.cancellationPolicy.text) } },
    }],
    jsonLd: [
      eventLd({
        url,
        name: e.title,
        description: e.description,
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        status: e.status,
        venue: e.venue,
        address: e.address,
        placeName: p?.name ?? null,
        province: p?.province ?? null,
        lat: e.lat ?? p?.lat ?? null,
        lng: e.lng ?? p?.lng ?? null,
        images: photoUrls(ctx, e.photos),
        organiser: { name: e.organiser.name, url: `${ctx.origin}/organizador/${e.organiser.id}` },
        prices,
        soldOut: e.soldOut,
        ticketsLeft: e.ticketsLeft,
        rating: reviews.rating,
        reviewCount: reviews.reviewCount,
      }),
      breadcrumbs(ctx.origin, [home(ctx), { name: tr(ctx, 'Eventos e Feiras'), path: '/eventos' }, {
        name: e.title,
        path,
      }]),
    ],
    main: doc({
      heading: e.title,
      facts: [
        placeLine,
        dates,
        priceLine,
        ratingLine(ctx, reviews.rating, reviews.reviewCount),
        e.status === 'cancelled' ? tr(ctx, 'Evento cancelado') : e.soldOut ? tr(ctx, 'Esgotado') : '',
        { text: tr(ctx, 'Organizador: {{name}}', { name: e.organiser.name }), href: `/organizador/${e.organiser.id}` },
      ].filter((l) => l !== ''),
      text: e.description,
    }),
  };
}

type EventList = Awaited<ReturnType<typeof searchEvents>>;

function eventLinks(ctx: PageContext, events: EventList): DocLine[] {
  return events.slice(0, 30).map((e) => ({
    text: `${e.title} · ${when(ctx, e.startsAt, false)} · ${e.venue}`,
    href: `/events/${e.id}`,
  }));
}

// i18n-exempt-start (the Portuguese month names; English comes from Intl)
const MONTHS_PT = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
// i18n-exempt-end

/** /eventos and /events: the city/month listing, a search with its criteria, or the upcoming events. */
export async function eventsPage(ctx: PageContext, query: URLSearchParams): Promise<PageModel> {
  const q = Object.fromEntries(query);
  const city = EventCityQuerySchema.safeParse(q);
  const base = { status: 200 as const, image: designedImage(ctx), ogType: 'website' as const };
  const crumbs = [home(ctx), { name: tr(ctx, 'Eventos e Feiras'), path: '/eventos' }];
  if (q.city && city.success) {
    const listing = await cityListing(city.data);
    const month = ctx.lang === 'en'
      ? new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(city.data.year, city.data.month - 1, 1)),
      )
      : MONTHS_PT[city.data.month - 1]!;
    const period = `${month} ${city.data.year}`;
    const title = tr(ctx, 'Eventos em {{city}} · {{period}}', { city: city.data.city, period });
    const path = `/eventos?${new URLSearchParams({
      city: city.data.city,
      month: String(city.data.month),
      year: String(city.data.year),
      ...(city.data.category ? { category: city.data.category } : {}),
    })}`;
    const count = listing.counts.total;
    return {
      ...base,
      title,
      description: clip(
        `${tr(ctx, '{{count}} eventos em {{city}} em {{period}}', { count, city: city.data.city, period })}: ${
          listing.events.slice(0, 5).map((e) => e.title).join(', ')
        }`,
      ),
      path,
      jsonLd: [
        breadcrumbs(ctx.origin, [...crumbs, { name: title, path }]),
        itemList(title, listing.events.map((e) => ({ name: e.title, url: `${ctx.origin}/events/${e.id}` }))),
      ],
      main: doc({
        heading: title,
        level: 2,
        facts: [tr(ctx, '{{count}} eventos', { count })],
        links: eventLinks(ctx, listing.events),
      }),
    };
  }
  const parsed = EventSearchQuerySchema.safeParse({
    ...q,
    startDate: q.startDate ?? q.date,
    limit: 30,
  });
  const criteria = parsed.success ? parsed.data : EventSearchQuerySchema.parse({ limit: 30 });
  const events = await searchEvents(criteria);
  const searched = Boolean(criteria.location || criteria.startDate || criteria.category || criteria.eventType);
  const title = criteria.location
    ? tr(ctx, 'Eventos em {{city}}', { city: criteria.location })
    : tr(ctx, 'Eventos e Feiras');
  const keep = new URLSearchParams();
  for (const k of ['location', 'startDate', 'endDate', 'category', 'eventType'] as const) {
    if (criteria[k]) keep.set(k, String(criteria[k]));
  }
  if (searched) keep.set('search', '1');
  const path = `/eventos${keep.size ? `?${keep}` : ''}`;
  const facts = [
    criteria.startDate
      ? tr(ctx, 'A partir de {{date}}', { date: when(ctx, `${criteria.startDate}T12:00:00Z`, false) })
      : '',
    tr(ctx, '{{count}} eventos', { count: events.length }),
  ].filter(Boolean);
  return {
    ...base,
    title,
    description: clip(
      searched
        ? `${title}: ${events.slice(0, 5).map((e) => e.title).join(', ') || tr(ctx, 'Nenhum evento encontrado')}`
        : tr(ctx, 'Festivais, feiras, concertos e conferências em Moçambique: datas, locais e bilhetes em MZN.'),
    ),
    path,
    jsonLd: [
      breadcrumbs(ctx.origin, searched ? [...crumbs, { name: title, path }] : crumbs),
      itemList(title, events.map((e) => ({ name: e.title, url: `${ctx.origin}/events/${e.id}` }))),
    ],
    main: doc({
      heading: searched ? title : tr(ctx, 'Próximos eventos'),
      level: 2,
      facts,
      links: eventLinks(ctx, events),
    }),
  };
}

/** A ride's page (/rides/{id}). */
export async function ridePage(ctx: PageContext, id: string): Promise<PageModel> {
  const path = `/rides/${id}`;
  const row = isUuid(id) ? await findRide(sql, id) : undefined;
  if (!row) return notFoundPage(ctx, path);
  if (row.providerSuspended || row.status === 'cancelled') return notFoundPage(ctx, path, 410);
  const r = await getRide(id, null);
  const refs = await placeRefs(sql);
  const end = (placeId: number | undefined, address: string) => {
    const p = placeId === undefined ? undefined : refs.get(placeId);
    return {
      name: p?.name ?? address,
      address,
      province: p?.province ?? null,
      lat: p?.lat ?? null,
      lng: p?.lng ?? null,
    };
  };
  const from = end(r.fromPlace?.id, r.fromAddress);
  const to = end(r.toPlace?.id, r.toAddress);
  const title = tr(ctx, 'Viagem de {{from}} para {{to}}', { from: from.name, to: to.name });
  const departed = new Date(r.departureAt) <= new Date();
  const bookable = r.status === 'active' && !departed;
  const url = `${ctx.origin}${path}`;
  const priceLine = tr(ctx, '{{price}} por lugar', { price: money(ctx, r.priceCents) });
  const seats = bookable
    ? tr(ctx, '{{count}} lugares disponíveis', { count: r.seatsAvailable })
    : tr(ctx, 'Esta viagem já partiu.');
  const car = await firstPhoto('vehicle', r.driverId);
  return {
    status: 200,
    title: `${title} · ${when(ctx, r.departureAt)}`,
    description: clip(`${title}, ${when(ctx, r.departureAt)}. ${priceLine}. ${seats}. ${r.description ?? ''}`),
    path,
    ...withCard(ctx, {
      kind: 'rides',
      id,
      label: tr(ctx, 'Viagem'),
      title: `${from.name} → ${to.name}`,
      lines: [when(ctx, r.departureAt), priceLine],
      photoId: car,
    }),
    ogType: 'website',
    noindex: !bookable,
    // GET /api/rides/{id}'s data, as the app's useRide keys it.
    data: [{
      key: ['rides/search', 'one', id],
      value: { ...r, cancellationPolicy: { ...r.cancellationPolicy, text: policy(ctx, r.cancellationPolicy.text) } },
    }],
    jsonLd: [
      rideLd({
        url,
        name: title,
        from,
        to,
        departureAt: r.departureAt,
        priceCents: r.priceCents,
        seatsAvailable: r.seatsAvailable,
        vehicleType: r.vehicleType,
        bookable,
        driver: { name: r.driverName, url: `${ctx.origin}/motoristas/${r.driverId}` },
      }),
      breadcrumbs(ctx.origin, [home(ctx), { name: tr(ctx, 'Viagens Disponíveis'), path: '/rides' }, {
        name: title,
        path,
      }]),
    ],
    main: doc({
      heading: title,
      facts: [
        when(ctx, r.departureAt),
        priceLine,
        seats,
        {
          text: `${tr(ctx, 'Motorista: {{name}}', { name: r.driverName })} · ${
            ratingLine(ctx, r.driverRating, r.driverReviewCount)
          }`,
          href: `/motoristas/${r.driverId}`,
        },
      ],
      text: r.description,
    }),
  };
}

/** /rides: a search with its criteria (from, to, date), or the next rides. */
export async function ridesPage(ctx: PageContext, query: URLSearchParams): Promise<PageModel> {
  const q = Object.fromEntries(query);
  const parsed = RideListQuerySchema.safeParse({
    from: q.from || undefined,
    to: q.to || undefined,
    date: q.date || undefined,
  });
  const criteria = parsed.success ? parsed.data : RideListQuerySchema.parse({});
  const found = JSON.parse(
    String(
      await searchUpcoming({
        from: criteria.from,
        to: criteria.to,
        date: criteria.date,
        passengers: 1,
        page: 1,
        pageSize: 20,
      }),
    ),
  ) as { data: Awaited<ReturnType<typeof getRide>>[]; total: number };
  const keep = new URLSearchParams();
  for (const k of ['from', 'to', 'date'] as const) if (criteria[k]) keep.set(k, criteria[k]!);
  const path = `/rides${keep.size ? `?${keep}` : ''}`;
  const title = criteria.from && criteria.to
    ? tr(ctx, 'Viagens de {{from}} para {{to}}', { from: criteria.from, to: criteria.to })
    : criteria.from
    ? tr(ctx, 'Viagens de {{from}}', { from: criteria.from })
    : criteria.to
    ? tr(ctx, 'Viagens para {{to}}', { to: criteria.to })
    : tr(ctx, 'Viagens Disponíveis');
  const links = found.data.map((r) => ({
    text: `${r.fromPlace?.name ?? r.fromAddress} → ${r.toPlace?.name ?? r.toAddress} · ${when(ctx, r.departureAt)} · ${
      money(ctx, r.priceCents)
    }`,
    href: `/rides/${r.id}`,
  }));
  const from = found.data.length ? Math.min(...found.data.map((r) => r.priceCents)) : null;
  const facts = [
    criteria.date ? tr(ctx, 'A partir de {{date}}', { date: when(ctx, `${criteria.date}T12:00:00Z`, false) }) : '',
    tr(ctx, '{{count}} viagens', { count: found.total }),
    from === null ? '' : tr(ctx, 'A partir de {{price}}', { price: money(ctx, from) }),
  ].filter(Boolean);
  return {
    status: 200,
    title,
    description: clip(
      `${title}: ${facts.join(', ')}. ${
        tr(ctx, 'Viagens entre cidades publicadas por motoristas verificados, com lugares reservados e pagos online.')
      }`,
    ),
    path,
    image: designedImage(ctx),
    ogType: 'website',
    jsonLd: [
      breadcrumbs(
        ctx.origin,
        keep.size
          ? [home(ctx), { name: tr(ctx, 'Viagens Disponíveis'), path: '/rides' }, { name: title, path }]
          : [home(ctx), { name: tr(ctx, 'Viagens Disponíveis'), path: '/rides' }],
      ),
      itemList(title, links.map((l) => ({ name: l.text, url: `${ctx.origin}${l.href}` }))),
    ],
    main: doc({ heading: title, level: 2, facts, links }),
  };
}

/** An establishment's page (/alojamentos/{id}) and the preview the shell draws (ADR 0036). */
export async function stayPage(
  ctx: PageContext,
  id: string,
): Promise<{ model: PageModel; preview: StayPreview | null }> {
  const path = `/alojamentos/${id}`;
  const row = isUuid(id) ? await findEstablishment(sql, id) : undefined;
  if (!row || !row.isActive) return { model: notFoundPage(ctx, path), preview: null };
  if (row.providerSuspended) return { model: notFoundPage(ctx, path, 410), preview: null };
  const [h, preview, reviews] = await Promise.all([
    getHotel(id, null),
    stayPreview(id),
    listReviews('establishments', id, 1, 5),
  ]);
  const url = `${ctx.origin}${path}`;
  const rooms = h.roomTypes.filter((r) => r.isActive);
  const from = rooms.length ? Math.min(...rooms.map((r) => r.pricePerNightCents)) : null;
  const placeLine = h.place ? `${h.place.name}, ${h.place.province}` : h.address;
  const priceLine = from === null ? '' : tr(ctx, 'A partir de {{price}} por noite', { price: money(ctx, from) });
  const rating = ratingLine(ctx, reviews.rating, reviews.reviewCount);
  const model: PageModel = {
    status: 200,
    title: h.name,
    description: clip(`${placeLine}. ${priceLine ? `${priceLine}. ` : ''}${rating}. ${h.description ?? ''}`),
    path,
    ...withCard(ctx, {
      kind: 'stays',
      id,
      label: tr(ctx, 'Alojamento'),
      title: h.name,
      lines: [placeLine, priceLine].filter(Boolean),
      photoId: h.photos[0]?.id ?? null,
    }),
    ogType: 'website',
    // GET /api/hotels/{id}'s data, as the app's useHotel keys it.
    data: [{
      key: ['hotels/one', id],
      value: {
        ...h,
        conditions: { ...h.conditions, cancellationPolicyText: policy(ctx, h.conditions.cancellationPolicyText) },
      },
    }],
    jsonLd: [
      stayLd({
        url,
        name: h.name,
        kind: h.kind,
        description: h.description,
        address: h.address,
        placeName: h.place?.name ?? null,
        province: h.place?.province ?? null,
        lat: h.lat,
        lng: h.lng,
        phone: h.phone,
        images: photoUrls(ctx, h.photos),
        checkInTime: h.conditions.checkInTime,
        checkOutTime: h.conditions.checkOutTime,
        amenities: h.amenities,
        rooms: rooms.map((r) => ({
          name: r.name,
          pricePerNightCents: r.pricePerNightCents,
          maxOccupancy: r.maxOccupancy,
          available: r.availableRooms > 0,
        })),
        rating: reviews.rating,
        reviewCount: reviews.reviewCount,
        reviews: reviews.items,
      }),
      breadcrumbs(ctx.origin, [
        home(ctx),
        { name: tr(ctx, 'Alojamentos'), path: '/alojamentos' },
        ...(h.place
          ? [{ name: h.place.name, path: `/alojamentos?${new URLSearchParams({ local: h.place.name })}` }]
          : []),
        { name: h.name, path },
      ]),
    ],
    // The shell's preview (name, place, cover, description) plus these facts.
    main: doc({
      heading: tr(ctx, 'Quartos e preços'),
      level: 2,
      facts: [priceLine, rating].filter(Boolean),
      links: rooms.map((r) => ({
        text: `${r.name} · ${tr(ctx, '{{price}} por noite', { price: money(ctx, r.pricePerNightCents) })}`,
      })),
    }),
  };
  return { model, preview };
}

/** /alojamentos: the stays of a place (the `local` criterion, dates and guests), or the page's own intro. */
export async function staysPage(ctx: PageContext, query: URLSearchParams): Promise<PageModel> {
  const local = (query.get('local') ?? '').trim();
  const title = local ? tr(ctx, 'Alojamentos em {{place}}', { place: local }) : tr(ctx, 'Alojamentos');
  const crumbs = [home(ctx), { name: tr(ctx, 'Alojamentos'), path: '/alojamentos' }];
  const base = { status: 200 as const, image: designedImage(ctx), ogType: 'website' as const };
  if (!local) {
    return {
      ...base,
      title,
      description: tr(
        ctx,
        'Hotéis, casas de hóspedes, apartamentos e lodges em Moçambique, com preços por noite em MZN.',
      ),
      path: '/alojamentos',
      jsonLd: [breadcrumbs(ctx.origin, crumbs)],
      // The heading the app's StaysSearchScreen draws.
      main: lead(tr(ctx, 'Alojamentos'), tr(ctx, 'Procure onde ficar em Moçambique.')),
    };
  }
  const parsed = HotelSearchQuerySchema.safeParse({
    address: local,
    checkIn: query.get('checkIn') || undefined,
    checkOut: query.get('checkOut') || undefined,
    guests: query.get('hospedes') || undefined,
  });
  const keep = new URLSearchParams({ local });
  let stays: { hotelId: string; name: string; location: string; pricePerNightCents: number }[] = [];
  let total = 0;
  if (parsed.success) {
    for (const k of ['checkIn', 'checkOut'] as const) if (parsed.data[k]) keep.set(k, parsed.data[k]!);
    try {
      const answer = JSON.parse(String(await searchHotels(parsed.data))) as {
        data: { accommodations: typeof stays; total: number };
      };
      stays = answer.data.accommodations;
      total = answer.data.total;
    } catch {
      // Dates the search refuses (in the past, too long): the page still answers, with no list.
    }
  }
  const path = `/alojamentos?${keep}`;
  const links = stays.slice(0, 30).map((s) => ({
    text: `${s.name} · ${s.location} · ${
      tr(ctx, 'A partir de {{price}} por noite', { price: money(ctx, s.pricePerNightCents) })
    }`,
    href: `/alojamentos/${s.hotelId}`,
  }));
  return {
    ...base,
    title,
    description: clip(
      `${title}: ${tr(ctx, '{{count}} alojamentos', { count: total })}. ${
        stays.slice(0, 5).map((s) => s.name).join(', ')
      }`,
    ),
    path,
    jsonLd: [
      breadcrumbs(ctx.origin, [...crumbs, { name: title, path }]),
      itemList(title, stays.map((s) => ({ name: s.name, url: `${ctx.origin}/alojamentos/${s.hotelId}` }))),
    ],
    // The heading the app's StaysSearchScreen draws, then the results.
    main: lead(tr(ctx, 'Alojamentos'), tr(ctx, 'Alojamentos em {{location}}', { location: local.slice(0, 200) })) +
      doc({ heading: title, level: 2, facts: [tr(ctx, '{{count}} alojamentos', { count: total })], links }),
  };
}

/** A driver's public profile (/motoristas/{id}). */
export async function driverPage(ctx: PageContext, id: string): Promise<PageModel> {
  const path = `/motoristas/${id}`;
  const p = isUuid(id) || /^[\w-]{1,128}$/.test(id) ? await driverProfile(id).catch(() => null) : null;
  if (!p) return notFoundPage(ctx, path);
  const title = tr(ctx, 'Motorista {{name}}', { name: p.firstName });
  const rating = ratingLine(ctx, p.rating, p.reviewCount);
  const trips = tr(ctx, '{{count}} viagens concluídas', { count: p.tripsCompleted });
  const verified = p.verified ? tr(ctx, 'Perfil verificado') : '';
  const avatar = await firstPhoto('avatar', id);
  return {
    status: 200,
    title,
    description: clip([title, verified, rating, trips].filter(Boolean).join(' · ')),
    path,
    ...withCard(ctx, {
      kind: 'drivers',
      id,
      label: tr(ctx, 'Motorista'),
      title: p.firstName,
      lines: [verified ? `${verified} · ${trips}` : trips, rating],
      photoId: avatar,
    }),
    ogType: 'profile',
    // GET /api/profiles/drivers/{id}'s data, as the app's useDriverProfile keys it.
    data: [{ key: ['profiles/driver', id], value: p }],
    jsonLd: [
      driverLd({ name: p.firstName, url: `${ctx.origin}${path}`, image: null }),
      breadcrumbs(ctx.origin, [home(ctx), { name: title, path }]),
    ],
    main: doc({
      heading: title,
      facts: [
        verified,
        rating,
        trips,
        tr(ctx, 'Membro desde {{date}}', { date: when(ctx, `${p.memberSince}T12:00:00Z`, false) }),
      ]
        .filter(Boolean),
    }),
  };
}

/** An organiser's public profile (/organizador/{id}). */
export async function organiserPage(ctx: PageContext, id: string): Promise<PageModel> {
  const path = `/organizador/${id}`;
  const p = /^[\w-]{1,128}$/.test(id) ? await organiserProfile(id).catch(() => null) : null;
  if (!p) return notFoundPage(ctx, path);
  const rating = ratingLine(ctx, p.rating, p.reviewCount);
  const events = tr(ctx, '{{count}} eventos realizados', { count: p.pastEventCount });
  const avatar = await firstPhoto('avatar', id);
  return {
    status: 200,
    title: p.firstName,
    description: clip([tr(ctx, 'Organizador de eventos'), rating, events].join(' · ')),
    path,
    ...withCard(ctx, {
      kind: 'organisers',
      id,
      label: tr(ctx, 'Organizador'),
      title: p.firstName,
      lines: [events, rating],
      photoId: avatar,
    }),
    ogType: 'profile',
    // GET /api/profiles/organisers/{id}'s data, as the app's useOrganiserProfile keys it.
    data: [{ key: ['profiles/organiser', id], value: p }],
    jsonLd: [
      organiserLd({
        name: p.firstName,
        url: `${ctx.origin}${path}`,
        image: null,
        rating: p.rating,
        reviewCount: p.reviewCount,
      }),
      breadcrumbs(ctx.origin, [home(ctx), { name: p.firstName, path }]),
    ],
    main: doc({
      heading: p.firstName,
      facts: [tr(ctx, 'Organizador de eventos'), p.verified ? tr(ctx, 'Perfil verificado') : '', rating, events]
        .filter(Boolean),
      links: p.pastEvents.slice(0, 20).map((e) => ({ text: e.title, href: `/events/${e.id}` })),
    }),
  };
}
