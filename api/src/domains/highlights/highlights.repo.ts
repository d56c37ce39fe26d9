/** @module SQL of the stay highlights: establishments with their from-price, place average and recent bookings. */
import type { Db } from '../../lib/db.ts';

export interface StayHighlightRow {
  id: string;
  name: string;
  kind: 'hotel' | 'guesthouse' | 'apartment' | 'lodge';
  address: string;
  placeId: number | null;
  fromPriceCents: number;
  averagePriceCents: number | null;
  bookingsLast90Days: number;
}

/**
 * Bookable establishments (active, with an active room type, provider not suspended) with their cheapest night, the
 * average night of their place (places with 3 establishments or more) and their confirmed stays of the last 90 days.
 * @param order 'top': most bookings, then cheapest; 'discount': furthest below the place's average first, only those
 * at least `minDiscount` % below
 */
export async function stayHighlights(
  sql: Db,
  now: Date,
  o: { order: 'top' | 'discount'; limit: number; minDiscount?: number },
): Promise<StayHighlightRow[]> {
  const since = new Date(now.getTime() - 90 * 86_400_000);
  return await sql<StayHighlightRow[]>`
    with priced as (
      select e.id, e.name, e.kind, e.address, e.place_id,
        min(rt.price_per_night_cents)::int as from_price_cents,
        avg(rt.price_per_night_cents) as mean_price
      from establishments e join room_types rt on rt.establishment_id = e.id and rt.is_active
      where e.is_active and not e.provider_suspended
      group by e.id
    ), places as (
      select place_id, round(avg(mean_price))::int as average_price_cents
      from priced where place_id is not null group by place_id having count(*) >= 3
    ), ranked as (
      select p.id, p.name, p.kind, p.address, p.place_id, p.from_price_cents, pl.average_price_cents,
        (select count(*)::int from bookings b
          where b.establishment_id = p.id and b.type = 'stay' and b.status = 'confirmed'
            and b.created_at >= ${since}) as bookings_last90_days
      from priced p left join places pl on pl.place_id = p.place_id
    )
    select * from ranked
    ${
    o.order === 'discount'
      ? sql`where average_price_cents is not null
          and from_price_cents <= average_price_cents * (1 - ${o.minDiscount ?? 5} / 100.0)
        order by from_price_cents::float8 / average_price_cents, id`
      : sql`order by bookings_last90_days desc, from_price_cents, id`
  }
    limit ${o.limit}
  `;
}
