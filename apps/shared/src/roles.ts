/** @module Roles and their Portuguese display names (DECISIONS.md 3). */
export const ROLES = ['client', 'driver', 'hotel_manager', 'event', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Cliente',
  driver: 'Motorista',
  hotel_manager: 'Gestor de Alojamento',
  event: 'Organizador de Eventos',
  admin: 'Administrador',
};
