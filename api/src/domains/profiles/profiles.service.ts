/** @module The public profiles of drivers and organisers (issue 11): verified badge, activity and real ratings. */
import { sql } from '../../lib/db.ts';
import { errors } from '../../lib/errors.ts';
import * as repo from './profiles.repo.ts';
import type { DriverProfile, OrganiserProfile } from './profiles.schemas.ts';

/** Mean to one decimal, null with no review (ADR 0022). */
const mean = (sum: number, count: number) => (count ? Math.round((10 * sum) / count) / 10 : null);

async function provider(id: string, role: 'driver' | 'event') {
  const p = await repo.findProvider(sql, id, role);
  if (!p) throw errors.notFound(role === 'driver' ? 'Motorista não encontrado.' : 'Organizador não encontrado.');
  return {
    id: p.id,
    firstName: p.firstName?.trim() || (role === 'driver' ? 'Motorista' : 'Organizador'),
    profileImageUrl: p.profileImageUrl,
    memberSince: p.memberSince,
    verified: p.verified,
  };
}

/** A driver's public profile. @throws 404 not a driver, or suspended */
export async function driverProfile(id: string, now = new Date()): Promise<DriverProfile> {
  const p = await provider(id, 'driver');
  const [t, activity] = await Promise.all([repo.totals(sql, 'driver', id), repo.driverActivity(sql, id, now)]);
  return {
    ...p,
    rating: mean(t.sum, t.count),
    reviewCount: t.count,
    tripsCompleted: activity.tripsCompleted,
    vehicleType: activity.vehicleType as DriverProfile['vehicleType'],
  };
}

/** An organiser's public profile with their past events. @throws 404 not an organiser, or suspended */
export async function organiserProfile(id: string, now = new Date()): Promise<OrganiserProfile> {
  const p = await provider(id, 'event');
  const past = await repo.pastEvents(sql, id, now);
  return {
    ...p,
    rating: mean(past.sum, past.reviewCount),
    reviewCount: past.reviewCount,
    pastEventCount: past.count,
    pastEvents: past.events.map((e) => ({
      id: e.id,
      title: e.title,
      startDate: e.startDate,
      rating: mean(Number(e.ratingSum ?? 0), e.reviewCount ?? 0),
      reviewCount: e.reviewCount ?? 0,
    })),
  };
}
