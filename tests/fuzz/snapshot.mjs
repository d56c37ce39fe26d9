/**
 * @module Table fingerprints: the row count and an md5 of every row's text, per table of the public schema, in one
 * query. Two fingerprints that differ name the tables a request changed.
 */

/**
 * Reads the public tables once and returns `snapshot()`, resolving Map<table, "count:md5">.
 * @param sql a postgres.js instance (one connection is enough)
 * @param ignore tables left out (for example a rate limiter's counters, which every request may move)
 */
export async function createSnapshotter(sql, { ignore = /^$/ } = {}) {
  const rows = await sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name
  `;
  const tables = rows.map((r) => r.name).filter((name) => !ignore.test(name));
  const ident = (name) => `"${name.replace(/"/g, '""')}"`;
  // Table names come from the catalogue, not from input.
  const query = tables.map((name) =>
    `select '${name.replace(/'/g, "''")}' as name, count(*)::int as n,
       md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${ident(name)} t`
  ).join('\nunion all\n');
  return {
    tables,
    async snapshot() {
      const result = await sql.unsafe(query);
      return new Map(result.map((r) => [r.name, `${r.n}:${r.h}`]));
    },
  };
}

/** Tables whose fingerprint differs between two snapshots. */
export function changedTables(before, after) {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
