/** @module SQL of the places domain. */
import { type Db, textArray } from '../../lib/db.ts';
import type { Place } from './places.schemas.ts';
import type { PlaceSeed } from './places.data.ts';

/** Every place (about 200 of reference data). */
export function findAll(sql: Db) {
  return sql<Place[]>`
    select id, name, province, country, full_name, type, parent_city, lat, lng from places order by id
  `;
}

/** Places by id. */
export function findByIds(sql: Db, ids: readonly number[]) {
  return sql<Place[]>`
    select id, name, province, country, full_name, type, parent_city, lat, lng
    from places where id = any(${textArray(ids.map(String))}::int[])
  `;
}

/** Inserts or updates the reference places (idempotent seed). */
export async function upsertPlaces(sql: Db, places: readonly PlaceSeed[]) {
  const rows = places.map((p) => ({
    name: p.name,
    province: p.province,
    type: p.type,
    parentCity: p.parentCity,
    lat: p.lat,
    lng: p.lng,
  }));
  await sql`
    insert into places ${sql(rows, 'name', 'province', 'type', 'parentCity', 'lat', 'lng')}
    on conflict (name) do update set
      province = excluded.province, type = excluded.type, parent_city = excluded.parent_city,
      lat = excluded.lat, lng = excluded.lng
  `;
}
