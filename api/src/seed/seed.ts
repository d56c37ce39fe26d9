/**
 * @module Loads the reference and demo data, idempotently: places, demo accounts, then each domain's demo content.
 */
import type { Sql } from '../lib/db.ts';
import { PLACES } from '../domains/places/places.data.ts';
import { upsertPlaces } from '../domains/places/places.repo.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoRides } from './rides.ts';
import { linkDemoPartners, seedDemoEvents } from './events.ts';
import { seedDemoStays } from './stays.ts';
import { seedDemoPartnerships } from './partnerships.ts';
import { seedDemoReviews } from './reviews.ts';
import { seedDemoPayouts } from './payouts.ts';
import { removeDemoBankAccount } from './bank.ts';

/**
 * Seeds everything.
 * @param options.demo load the demo accounts and content (default true); places are always loaded
 */
export async function seed(sql: Sql, options: { demo?: boolean } = {}) {
  await upsertPlaces(sql, PLACES);
  if (options.demo === false) return;
  const users = await seedDemoUsers(sql);
  await seedDemoRides(sql, users);
  await seedDemoEvents(sql, users);
  await seedDemoStays(sql, users);
  await linkDemoPartners(sql);
  await seedDemoPartnerships(sql);
  await seedDemoReviews(sql);
  await seedDemoPayouts(sql, users);
  await removeDemoBankAccount(sql);
}
