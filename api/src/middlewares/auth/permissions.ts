/**
 * @module Roles and permissions of spec section 6, enforced on the server (DECISIONS.md 3).
 */
import { type Role, ROLES } from '@turismo/rules/roles.ts';

/** The role list is the rules package's, shared with the apps (issue 31). */
export { type Role, ROLES };

/**
 * Permissions per role (spec 6 'Permissions per role'; 'event' is the event organiser of DECISIONS.md 3), plus
 * 'integrations.manage' for the providers' API keys and webhooks (issue 29, ADR 0053).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  client: ['booking.create', 'booking.view', 'rating.create', 'chat.participate'],
  driver: [
    'ride.create',
    'ride.manage',
    'booking.accept',
    'driver.stats',
    'partnership.access',
    'earnings.view',
    'integrations.manage',
  ],
  hotel_manager: [
    'accommodation.create',
    'accommodation.manage',
    'booking.manage',
    'partnership.create',
    'event.create',
    'event.manage',
    'earnings.view',
    'integrations.manage',
  ],
  event: ['event.create', 'event.manage', 'ticket.checkin', 'earnings.view', 'integrations.manage'],
  admin: [
    'user.manage',
    'system.config',
    'admin.panel',
    'reports.view',
    'penalties.manage',
    'partnership.create',
    'payouts.manage',
  ],
};

/** The union of the permissions of the given roles, sorted. */
export function permissionsOf(roles: readonly Role[]): string[] {
  return [...new Set(roles.flatMap((r) => ROLE_PERMISSIONS[r]))].sort();
}

/** The account states that take away booking, paying, offering and every admin power (ADR 0008, 0014). */
export const isSuspended = (status: string | null | undefined) => status === 'suspended' || status === 'banned';

/**
 * The roles a user may act with, from their database row (never from token claims, ADR 0015): the known roles of
 * `users.roles`, client always, in ROLES order; a suspended or banned account keeps no admin power (ADR 0014).
 */
export function effectiveRoles(roles: readonly string[], status: string): Role[] {
  const held = new Set<string>(['client', ...roles]);
  if (isSuspended(status)) held.delete('admin');
  return ROLES.filter((r) => held.has(r));
}
