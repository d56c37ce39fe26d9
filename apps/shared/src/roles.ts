/**
 * @module Roles and their Portuguese display names (DECISIONS.md 3). The labels are catalog keys (msg()): show them
 * with `t(ROLE_LABELS[role])`, or {@link roleLabel} outside components.
 */
import { type Role, ROLES } from '@turismo/rules/roles.ts';
import { i18n, msg } from './i18n.ts';

/** The role list is the rules package's, shared with the API (issue 31). */
export { type Role, ROLES };

export const ROLE_LABELS: Record<Role, string> = {
  client: msg('Cliente'),
  driver: msg('Motorista'),
  hotel_manager: msg('Gestor de Alojamento'),
  event: msg('Organizador de Eventos'),
  admin: msg('Administrador'),
};

/** A role's display name in the app's current language. */
export function roleLabel(role: Role): string {
  return i18n.t(ROLE_LABELS[role]);
}
