/** @module The account types offered at sign-up, with the feature lists of spec section 6 ('Role descriptions'). */
import type { TFunction } from 'i18next';
import { intlLocale, msg } from '@turismo/app-core/i18n';
import { ROLE_LABELS, type Role } from '@turismo/app-core/roles';

export interface RoleOption {
  role: Role;
  label: string;
  /** Portuguese source texts marked with msg(), shown with t(). */
  features: string[];
  /** Non-client roles need document verification before offering services (DECISIONS.md 3). */
  needsVerification: boolean;
  recommended?: boolean;
}

export const ROLE_OPTIONS: readonly RoleOption[] = [
  {
    role: 'client',
    label: ROLE_LABELS.client,
    features: [msg('Reservar transporte'), msg('Reservar alojamento'), msg('Comprar bilhetes para eventos'), msg('Ofertas exclusivas')],
    needsVerification: false,
    recommended: true,
  },
  {
    role: 'driver',
    label: ROLE_LABELS.driver,
    features: [msg('Publicar rotas'), msg('Gerir reservas de passageiros'), msg('Receber pagamentos'), msg('Conversar com clientes')],
    needsVerification: true,
  },
  {
    role: 'hotel_manager',
    label: ROLE_LABELS.hotel_manager,
    features: [
      msg('Criar ofertas de alojamento'),
      msg('Gerir eventos do alojamento'),
      msg('Parcerias com motoristas'),
      msg('Conversar com clientes'),
    ],
    needsVerification: true,
  },
  {
    role: 'event',
    label: ROLE_LABELS.event,
    features: [msg('Criar e publicar eventos'), msg('Vender bilhetes'), msg('Fazer o check-in dos participantes'), msg('Parcerias com alojamentos')],
    needsVerification: true,
  },
  {
    role: 'admin',
    label: ROLE_LABELS.admin,
    features: [
      msg('Gerir todos os utilizadores'),
      msg('Supervisionar transações'),
      msg('Configurar parcerias'),
      msg('Análises da plataforma'),
    ],
    needsVerification: true,
  },
];

/**
 * The options shown to a given email. The admin option appears only when the email contains 'admin' (spec 5);
 * this is a display rule only: the server records admin as a request (DECISIONS.md 3).
 */
export function visibleRoleOptions(email: string): RoleOption[] {
  const showAdmin = email.toLowerCase().includes('admin');
  return ROLE_OPTIONS.filter((o) => o.role !== 'admin' || showAdmin);
}

/** Toggles a role; client always stays selected and first. */
export function toggleRole(selected: readonly Role[], role: Role): Role[] {
  if (role === 'client') return ensureClient(selected);
  const next = selected.includes(role) ? selected.filter((r) => r !== role) : [...selected, role];
  return ensureClient(next);
}

/** True when any chosen role needs verification. */
export function needsVerification(roles: readonly Role[]): boolean {
  return roles.some((r) => r !== 'client');
}

/** 'Cliente, Motorista e Organizador de Eventos' in pt-MZ ('Client, Driver and Event Organiser' in English). */
export function listRoleLabels(roles: readonly Role[], t: TFunction): string {
  const labels = roles.map((r) => t(ROLE_LABELS[r]));
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(labels);
}

function ensureClient(roles: readonly Role[]): Role[] {
  return ['client', ...roles.filter((r) => r !== 'client')];
}
