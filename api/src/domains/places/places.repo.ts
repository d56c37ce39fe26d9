/** @module SQL of the places domain. */
import { type Db, textArray } from '../../lib/db.ts';
import type { Place } from './places.schemas.ts';
import type { PlaceSeed } from './places.data.ts';
import { PLACE_ALIASES } from './places.aliases.ts';

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
  // The other names of the places (issue 26), for the places that exist.
  const aliases = Object.entries(PLACE_ALIASES).map(([alias, name]) => ({ alias, name }));
  await sql`
    insert into place_aliases (place_id, alias)
    select p.id, a.alias from jsonb_to_recordset(${sql.json(aliases)}) as a(alias text, name text)
    join places p on p.name = a.name
    on conflict (alias) do update set place_id = excluded.place_id
  `;
}

/** Every alias with its place (issue 26). */
export function findAliases(sql: Db) {
  return sql<{ placeId: number; alias: string }[]>`select place_id, alias from place_aliases order by alias`;
}

/**
 * The places whose folded name or alias is most like `key` by trigram similarity (pg_trgm; `key` already folded),
 * best first, at least `threshold` alike: the typo fallback of suggestions and searches (issue 26).
 */
export async function similarPlaceIds(sql: Db, key: string, limit: number, threshold = 0.3): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select id from (
      select p.id, similarity(fold(p.name), ${key}) as score from places p
      union all
      select a.place_id, similarity(a.search_key, ${key}) from place_aliases a
    ) s
    where score >= ${threshold}
    group by id order by max(score) desc, id limit ${limit}
  `;
  return rows.map((r) => r.id);
}
