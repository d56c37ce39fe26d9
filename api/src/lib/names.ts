/** @module How people are named in answers (spec 2.2): one SQL expression for every provider and user name. */
import type { Db } from './db.ts';

/**
 * A user's display name, as SQL over the `users` row aliased `alias`: first and last name, else the e-mail before the
 * at sign, else 'Motorista'.
 * @param alias the alias of the users row in the query (default 'u')
 * @example sql`select ${displayNameSql(sql, 'p')} as provider_name from bookings b join users p on p.id = b.provider_id`
 */
export const displayNameSql = (sql: Db, alias = 'u') =>
  sql`coalesce(
    nullif(trim(concat_ws(' ', ${sql(alias)}.first_name, ${sql(alias)}.last_name)), ''),
    split_part(${sql(alias)}.email, '@', 1),
    'Motorista'
  )`;
