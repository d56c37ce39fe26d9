/**
 * @module schema.org structured data of the public pages (issue 26, ADR 0046), typed with `schema-dts` so that a
 * property schema.org does not have, or a value of the wrong type, fails the type check. Google's required properties
 * for its rich results (Event: name, startDate, location with its address; LodgingBusiness: name, address; a
 * Review: author and reviewRating; an AggregateRating: ratingValue and reviewCount) are checked by pages.test.ts.
 * Ratings and reviews come only from published reviews (ADR 0022); availability from platform sales (DECISIONS 6).
 * Prices are MZN with two decimals (the API's centavos / 100).
 */
import type {
  AggregateRating,
  BreadcrumbList,
  BusTrip,
  Event,
  EventStatusType,
  Hotel,
  ItemAvailability,
  ItemList,
  LodgingBusiness,
  Offer,
  Organization,
  Person,
  Place,
  PostalAddress,
  Review,
  Trip,
  WebSite,
  WithContext,
} from 'schema-dts';

/** MZN with two decimals from centavos: 350000 -> '3500.00'. */
export const mzn = (centavos: number) => (centavos / 100).toFixed(2);

/** A postal address in Mozambique. */
export function address(street: string, locality?: string | null, region?: string | null): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'MZ',
  };
}

/** A place with its address and, when known, its coordinates. */
export function place(
  name: string,
  addr: PostalAddress,
  lat: number | null | undefined,
  lng: number | null | undefined,
): Exclude<Place, string> {
  return {
    '@type': 'Place',
    name,
    address: addr,
    ...(lat != null && lng != null ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } } : {}),
  };
}

/** The mean of published reviews, or nothing with none (never a made-up number). */
export function aggregateRating(rating: number | null, count: number): AggregateRating | undefined {
  if (rating === null || count <= 0) return undefined;
  return { '@type': 'AggregateRating', ratingValue: rating, reviewCount: count, bestRating: 5, worstRating: 1 };
}

/** A published review. */
export function review(r: { authorName: string; rating: number; comment: string; publishedAt: string | null }): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: r.authorName },
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    ...(r.comment ? { reviewBody: r.comment } : {}),
    ...(r.publishedAt ? { datePublished: r.publishedAt.slice(0, 10) } : {}),
  };
}

/** Breadcrumbs: Início, then each step; the last is the page itself. */
export function breadcrumbs(
  origin: string,
  steps: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: s.name,
      item: `${origin}${s.path}`,
    })),
  };
}

/** The marketplace itself (home page): the site, its search and the organisation behind it. */
export function website(origin: string, description: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'MozTurismo',
    url: `${origin}/`,
    description,
    inLanguage: ['pt-MZ', 'en'],
    publisher: { '@type': 'Organization', name: 'MozTurismo', url: `${origin}/`, logo: `${origin}/icons/icon-512.png` },
  };
}

/** What the event page knows of an event (the API's Event, trimmed). */
export interface EventFacts {
  url: string;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  status: 'draft' | 'upcoming' | 'cancelled' | 'past';
  venue: string;
  address: string;
  placeName: string | null;
  province: string | null;
  lat: number | null;
  lng: number | null;
  images: string[];
  organiser: { name: string; url: string };
  /** Prices of the ticket types on sale (centavos), or the single ticket price; [0] for a free event. */
  prices: number[];
  soldOut: boolean;
  ticketsLeft: number;
  rating: number | null;
  reviewCount: number;
}

/** schema.org Event with its offers (MZN), availability from platform sales, location and organiser. */
export function eventLd(e: EventFacts): WithContext<Event> {
  const availability: ItemAvailability = e.status === 'past' || e.status === 'cancelled'
    ? 'https://schema.org/Discontinued'
    : e.soldOut
    ? 'https://schema.org/SoldOut'
    : e.ticketsLeft <= 10
    ? 'https://schema.org/LimitedAvailability'
    : 'https://schema.org/InStock';
  const status: EventStatusType = e.status === 'cancelled'
    ? 'https://schema.org/EventCancelled'
    : 'https://schema.org/EventScheduled';
  const low = Math.min(...e.prices);
  const high = Math.max(...e.prices);
  const offer: Offer = e.prices.length > 1 && low !== high
    ? {
      '@type': 'AggregateOffer',
      lowPrice: mzn(low),
      highPrice: mzn(high),
      offerCount: e.prices.length,
      priceCurrency: 'MZN',
      availability,
      url: e.url,
    }
    : { '@type': 'Offer', price: mzn(low), priceCurrency: 'MZN', availability, url: e.url };
  const rating = aggregateRating(e.rating, e.reviewCount);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    description: e.description,
    startDate: e.startsAt,
    endDate: e.endsAt,
    eventStatus: status,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(e.venue, address(e.address, e.placeName, e.province), e.lat, e.lng),
    ...(e.images.length ? { image: e.images } : {}),
    organizer: { '@type': 'Organization', name: e.organiser.name, url: e.organiser.url },
    offers: offer,
    url: e.url,
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** What the stay page knows of an establishment. */
export interface StayFacts {
  url: string;
  name: string;
  kind: string;
  description: string | null;
  address: string;
  placeName: string | null;
  province: string | null;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  images: string[];
  checkInTime: string | null;
  checkOutTime: string | null;
  amenities: string[];
  rooms: { name: string; pricePerNightCents: number; maxOccupancy: number; available: boolean }[];
  rating: number | null;
  reviewCount: number;
  reviews: { authorName: string; rating: number; comment: string; publishedAt: string | null }[];
}

/**
 * schema.org Hotel (a hotel) or LodgingBusiness (guest houses, apartments, lodges) with its rooms' offers (per night,
 * MZN), address, coordinates, and rating and reviews from published reviews only.
 */
export function stayLd(s: StayFacts): WithContext<Hotel | LodgingBusiness> {
  const rating = aggregateRating(s.rating, s.reviewCount);
  const prices = s.rooms.map((r) => r.pricePerNightCents);
  const body: Exclude<LodgingBusiness, string> = {
    '@type': 'LodgingBusiness',
    name: s.name,
    url: s.url,
    ...(s.description ? { description: s.description } : {}),
    address: address(s.address, s.placeName, s.province),
    ...(s.lat != null && s.lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: s.lat, longitude: s.lng } }
      : {}),
    ...(s.phone ? { telephone: s.phone } : {}),
    ...(s.images.length ? { image: s.images } : {}),
    ...(s.checkInTime ? { checkinTime: s.checkInTime } : {}),
    ...(s.checkOutTime ? { checkoutTime: s.checkOutTime } : {}),
    currenciesAccepted: 'MZN',
    ...(prices.length ? { priceRange: `${mzn(Math.min(...prices))}-${mzn(Math.max(...prices))} MZN` } : {}),
    ...(s.amenities.length
      ? {
        amenityFeature: s.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a, value: true })),
      }
      : {}),
    makesOffer: s.rooms.map((r): Offer => ({
      '@type': 'Offer',
      name: r.name,
      price: mzn(r.pricePerNightCents),
      priceCurrency: 'MZN',
      availability: r.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: mzn(r.pricePerNightCents),
        priceCurrency: 'MZN',
        unitText: 'noite',
        unitCode: 'DAY',
      },
      // schema.org's itemOffered takes a product or a service, not a place: the night in the room is the service.
      itemOffered: { '@type': 'Service', name: r.name, serviceType: 'Alojamento' },
    })),
    containsPlace: s.rooms.map((r) => ({
      '@type': 'HotelRoom',
      name: r.name,
      occupancy: { '@type': 'QuantitativeValue', maxValue: r.maxOccupancy },
    })),
    ...(rating ? { aggregateRating: rating } : {}),
    ...(s.reviews.length ? { review: s.reviews.map(review) } : {}),
  };
  if (s.kind === 'hotel') {
    const hotel = { ...body, '@type': 'Hotel' } as Exclude<Hotel, string>;
    return { '@context': 'https://schema.org', ...hotel };
  }
  return { '@context': 'https://schema.org', ...body };
}

/** What the ride page knows of a ride. */
export interface RideFacts {
  url: string;
  name: string;
  from: { name: string; address: string; province: string | null; lat: number | null; lng: number | null };
  to: { name: string; address: string; province: string | null; lat: number | null; lng: number | null };
  departureAt: string;
  priceCents: number;
  seatsAvailable: number;
  vehicleType: string;
  bookable: boolean;
  driver: { name: string; url: string };
}

/** schema.org Trip (BusTrip for a minibus) with its departure and arrival places, time and seat offer (MZN). */
export function rideLd(r: RideFacts): WithContext<Trip | BusTrip> {
  const offers: Offer = {
    '@type': 'Offer',
    price: mzn(r.priceCents),
    priceCurrency: 'MZN',
    availability: !r.bookable
      ? 'https://schema.org/Discontinued'
      : r.seatsAvailable > 0
      ? 'https://schema.org/InStock'
      : 'https://schema.org/SoldOut',
    url: r.url,
    ...(r.bookable ? { inventoryLevel: { '@type': 'QuantitativeValue', value: r.seatsAvailable } } : {}),
  };
  const provider: Person = { '@type': 'Person', name: r.driver.name, url: r.driver.url };
  const at = (p: RideFacts['from']) => place(p.name, address(p.address, p.name, p.province), p.lat, p.lng);
  if (r.vehicleType === 'minibus') {
    const stop = (p: RideFacts['from']) => ({ ...at(p), '@type': 'BusStop' as const });
    return {
      '@context': 'https://schema.org',
      '@type': 'BusTrip',
      name: r.name,
      url: r.url,
      departureTime: r.departureAt,
      departureBusStop: stop(r.from),
      arrivalBusStop: stop(r.to),
      itinerary: [at(r.from), at(r.to)],
      provider,
      offers,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Trip',
    name: r.name,
    url: r.url,
    departureTime: r.departureAt,
    itinerary: [at(r.from), at(r.to)],
    provider,
    offers,
  };
}

/** A driver's public profile: a Person (schema.org gives a person no rating; the page shows it). */
export function driverLd(d: { name: string; url: string; image: string | null }): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: d.name,
    url: d.url,
    jobTitle: 'Motorista',
    ...(d.image ? { image: d.image } : {}),
  };
}

/** An organiser's public profile: an Organization with the rating of its events' published reviews. */
export function organiserLd(
  o: { name: string; url: string; image: string | null; rating: number | null; reviewCount: number },
): WithContext<Organization> {
  const rating = aggregateRating(o.rating, o.reviewCount);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    ...(o.image ? { logo: o.image } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** A list page's results: their names and addresses, in order. */
export function itemList(name: string, items: readonly { name: string; url: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, url: it.url })),
  };
}
