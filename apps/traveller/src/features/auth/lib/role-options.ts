/** @module The account types offered at sign-up, with the feature lists of spec section 6 ('Role descriptions'). */
import { ROLE_LABELS, type Role } from '@turismo/app-core/roles';

export interface RoleOption {
  role: Role;
  label: string;
  features: string[];
  /** Non-client roles need document verification before offering services (DECISIONS.md 3). */
  needsVerification: boolean;
  recommended?: boolean;
}

export const ROLE_OPTIONS: readonly RoleOption[] = [
  {
    role: 'client',
    label: ROLE_LABELS.client,
    features: ['Reservar transporte', 'Reservar alojamento', 'Comprar bilhetes para eventos', 'Ofertas exclusivas'],
    needsVerification: false,
    recommended: true,
  },
  {
    role: 'driver',
    label: ROLE_LABELS.driver,
    features: ['Publicar rotas', 'Gerir reservas de passageiros', 'Receber pagamentos', 'Conversar com clientes'],
    needsVerification: true,
  },
  {
    role: 'hotel_manager',
    label: ROLE_LABELS.hotel_manager,
    features: [
      'Criar ofertas de alojamento',
      'Gerir eventos do alojamento',
      'Parcerias com motoristas',
      'Conversar com clientes',
    ],
    needsVerification: true,
  },
  {
    role: 'event',
    label: ROLE_LABELS.event,
    features: ['Criar e publicar eventos', 'Vender bilhetes', 'Fazer o check-in dos participantes', 'Parcerias com alojamentos'],
    needsVerification: true,
  },
  {
    role: 'admin',
    label: ROLE_LABELS.admin,
    features: [
      'Gerir todos os utilizadores',
      'Supervisionar transações',
      'Configurar parcerias',
      'Análises da plataforma',
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

/** 'Cliente, Motorista e Organizador de Eventos' */
export function listRoleLabels(roles: readonly Role[]): string {
  const labels = roles.map((r) => ROLE_LABELS[r]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]}`;
}

function ensureClient(roles: readonly Role[]): Role[] {
  return ['client', ...roles.filter((r) => r !== 'client')];
}
