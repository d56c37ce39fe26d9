/** @module SQL of the public provider profiles: identity, verification, activity and rating totals. */
import type { Db } from '../../lib/db.ts';

interface ProviderRow {
  id: string;
  firstName: string | null;
  profileImageUrl: string | null;
  memberSince: string;
  verified: boolean;
}

/**
 * A provider holding `role`, not suspended (a suspended provider's offers are hidden, ADR 0014).
 * @returns undefined for anyone else
 */
export async function findProvider(db: Db, id: string, role: 'driver' | 'event'): Promise<ProviderRow | undefined> {
  const [row]: [ProviderRow?] = await db`
    select id, first_name, profile_image_url, verification_status = 'approved' as verified,
      to_char(created_at at time zone 'Africa/Maputo', 'YYYY-MM-DD') as member_since
    from users
    where id = ${id} and ${role} = any (roles) and not account_suspended(status)
  `;
  return row;
}

/** The rating totals of a driver or of one event (ADR 0022). */
export async function totals(db: Db, subjectType: 'driver' | 'event', subjectId: string) {
  const [row]: [{ ratingSum: string; reviewCount: number }?] = await db`
    select rating_sum, review_count from rating_totals
    where subject_type = ${subjectType} and subject_id = ${subjectId}
  `;
  return { sum: Number(row?.ratingSum ?? 0), count: row?.reviewCount ?? 0 };
}

/** The driver's completed trips at `now` and the vehicle of their newest ride. */
export async function driverActivity(db: Db, driverId: string, now: Date) {
  const [row] = await db<{ tripsCompleted: number; vehicleType: string | null }[]>`
    select
      (select count(*)::int from rides r
        where r.driver_id = ${driverId} and r.status <> 'cancelled' and r.departure_at <= ${now}
          and exists (select 1 from bookings b where b.ride_id = r.id and b.status in ('confirmed', 'completed'))
      ) as trips_completed,
      (select vehicle_type from rides where driver_id = ${driverId} order by created_at desc limit 1) as vehicle_type
  `;
  return row!;
}

/** The organiser's events over at `now` and not cancelled, newest first (20), with their count and rating totals. */
export async function pastEvents(db: Db, organiserId: string, now: Date) {
  const events = await db<
    { id: string; title: string; startDate: string; ratingSum: string | null; reviewCount: number | null }[]
  >`
    select e.id, e.title, to_char(e.start_date, 'YYYY-MM-DD') as start_date, t.rating_sum, t.review_count
    from events e left join rating_totals t on t.subject_type = 'event' and t.subject_id = e.id::text
    where e.organiser_id = ${organiserId} and e.status in ('upcoming', 'past') and e.ends_at <= ${now}
    order by e.ends_at desc, e.id
    limit 20
  `;
  const [all] = await db<{ n: number; sum: string; count: number }[]>`
    select count(*)::int as n, coalesce(sum(t.rating_sum), 0)::text as sum,
      coalesce(sum(t.review_count), 0)::int as count
    from events e left join rating_totals t on t.subject_type = 'event' and t.subject_id = e.id::text
    where e.organiser_id = ${organiserId} and e.status in ('upcoming', 'past') and e.ends_at <= ${now}
  `;
  return { events, count: all!.n, sum: Number(all!.sum), reviewCount: all!.count };
}
