/**
 * @module The roles (DECISIONS.md 3, spec 6): one list for the API's permissions and schemas and the apps' role
 * switcher and labels (issue 31). Their display names are each runtime's words (the API's texts, the apps' catalogs),
 * typed `Record<Role, string>` so a role added here needs them.
 */

/** Every role, in the order profiles list them. */
export const ROLES = ['client', 'driver', 'hotel_manager', 'event', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that offer a service (a ride, a stay, an event) and are paid out: each has a partner area. */
export const PROVIDER_ROLES = ['driver', 'hotel_manager', 'event'] as const satisfies readonly Role[];
export type ProviderRole = (typeof PROVIDER_ROLES)[number];
