/**
 * @module Roles and permissions of spec section 6, enforced on the server (DECISIONS.md 3).
 */
export const ROLES = ['client', 'driver', 'hotel_manager', 'event', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Permissions per role (spec 6 'Permissions per role'; 'event' is the event organiser of DECISIONS.md 3). */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  client: ['booking.create', 'booking.view', 'rating.create', 'chat.participate'],
  driver: ['ride.create', 'ride.manage', 'booking.accept', 'driver.stats', 'partnership.access'],
  hotel_manager: ['accommodation.create', 'accommodation.manage', 'booking.manage', 'partnership.create',
    'event.create', 'event.manage'],
  event: ['event.create', 'event.manage', 'ticket.checkin'],
  admin: ['user.manage', 'system.config', 'admin.panel', 'reports.view', 'penalties.manage', 'partnership.create'],
};

/** The union of the permissions of the given roles, sorted. */
export function permissionsOf(roles: readonly Role[]): string[] {
  return [...new Set(roles.flatMap((r) => ROLE_PERMISSIONS[r]))].sort();
}

/** Keeps the known roles of a claim value; every user is at least a client. */
export function rolesFromClaim(value: unknown): Role[] {
  const list = Array.isArray(value) ? value.filter((r): r is Role => ROLES.includes(r as Role)) : [];
  return [...new Set<Role>(['client', ...list])];
}
