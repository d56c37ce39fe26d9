/**
 * @module Validation of the sign-in and sign-up screens, with the exact Portuguese messages of spec section 5.
 * Pure functions and zod schemas only, so they are unit-tested without a browser. Every message is a Portuguese
 * source text marked with msg() (issue 14): the screens show it with t().
 */
import { z } from 'zod';
import { msg } from '@turismo/app-core/i18n';
import { isCity, isValidPhone, MSG_PHONE_INVALID } from '../../../lib/person.ts';

// No JIT: zod would probe `new Function` at load, which the pages' CSP forbids (ADR 0018).
z.config({ jitless: true });

/** Field errors keyed by field name (first message per field). */
/** The city list and the phone rule are the app's (src/lib/person.ts), shared with the profile. */
export { type City, CITIES, isCity, isValidPhone, MSG_PHONE_INVALID, normalizePhone } from '../../../lib/person.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** /login page form (spec 5, 'Login and signup pages'). */
export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(msg('Email inválido'))),
  password: z.string().min(6, msg('Senha deve ter pelo menos 6 caracteres')),
});
export type LoginValues = z.input<typeof loginSchema>;

/** /signup page form; the mismatch message is shown on the confirm field. */
export const signupSchema = z
  .object({
    fullName: z.string().trim().min(2, msg('Nome deve ter pelo menos 2 caracteres')),
    email: z.string().trim().pipe(z.email(msg('Email inválido'))),
    password: z.string().min(6, msg('Senha deve ter pelo menos 6 caracteres')),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: msg('Senhas não coincidem'),
    path: ['confirmPassword'],
  });
export type SignupValues = z.input<typeof signupSchema>;

/**
 * Runs a zod schema and returns the first message per top-level field, or the parsed value.
 * @example const r = validate(loginSchema, values); if (!r.ok) setErrors(r.errors);
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

// ---------------------------------------------------------------------------------------------------------------
// Login modal and the 5-step sign-up wizard (spec 2.4, 4, 5 'Sign-in/up modal' and 'Wizard').

export const MSG_FILL_ALL = msg('Por favor, preencha todos os campos.');
export const MSG_PASSWORDS_DIFFER = msg('As senhas não coincidem.');
export const MSG_PASSWORD_SHORT = msg('A senha deve ter pelo menos 6 caracteres.');
export const MSG_RESET_EMAIL = msg('Por favor, digite um email válido.');
export const MSG_PERSONAL_REQUIRED = msg('Por favor, preencha todos os campos pessoais.');
// Steps 3-4 share their rules with /profile/verification.
export {
  DOCUMENT_TYPES,
  type DocumentType,
  MAX_PHOTO_BYTES,
  MSG_DOCUMENT_REQUIRED,
  MSG_IMAGE_ONLY,
  MSG_PHOTOS_REQUIRED,
  validatePhotoFile,
} from '../../../lib/verification/verification.ts';
import { type DocumentType, MSG_DOCUMENT_REQUIRED, MSG_PHOTOS_REQUIRED } from '../../../lib/verification/verification.ts';
export const MSG_ROLES_REQUIRED = msg('Por favor, selecione pelo menos um tipo de conta.');

const emailFormat = z.email();

/** True when the text looks like an email address. */
export function isEmail(value: string): boolean {
  return emailFormat.safeParse(value.trim()).success;
}

/** Modal sign-in check: both fields, then the 6-character minimum. Returns the message or null. */
export function validateModalSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return MSG_FILL_ALL;
  if (password.length < 6) return MSG_PASSWORD_SHORT;
  return null;
}

/** Password-recovery check (spec 5 'Reset'). */
export function validateResetEmail(email: string): string | null {
  return isEmail(email) ? null : MSG_RESET_EMAIL;
}

/** Everything the sign-up wizard collects. Photos are kept in memory as data URLs. */
export interface WizardValues {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  phone: string;
  city: string;
  documentType: DocumentType;
  documentNumber: string;
  profilePhoto: string | null;
  documentPhoto: string | null;
  roles: string[];
}

export const WIZARD_STEPS = [
  msg('Credenciais de Acesso'),
  msg('Informações Pessoais'),
  msg('Documento de Identificação'),
  msg('Verificação por Foto'),
  msg('Tipos de Conta'),
] as const;

/**
 * Validates one wizard step (1 to 5). Returns the spec's message, or null when the step may advance.
 */
export function validateWizardStep(step: number, v: WizardValues): string | null {
  switch (step) {
    case 1:
      if (!v.email.trim() || !v.password || !v.confirmPassword) return MSG_FILL_ALL;
      if (!isEmail(v.email)) return MSG_RESET_EMAIL;
      if (v.password !== v.confirmPassword) return MSG_PASSWORDS_DIFFER;
      if (v.password.length < 6) return MSG_PASSWORD_SHORT;
      return null;
    case 2:
      if (!v.fullName.trim() || !v.phone.trim() || !isCity(v.city)) return MSG_PERSONAL_REQUIRED;
      if (!isValidPhone(v.phone)) return MSG_PHONE_INVALID;
      return null;
    case 3:
      return v.documentNumber.trim() ? null : MSG_DOCUMENT_REQUIRED;
    case 4:
      return v.profilePhoto && v.documentPhoto ? null : MSG_PHOTOS_REQUIRED;
    case 5:
      return v.roles.length > 0 ? null : MSG_ROLES_REQUIRED;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers.

/**
 * Splits a full name at the first space (spec 7, setup-roles body variant A).
 * @example splitFullName('Ana Maria Cossa') // { firstName: 'Ana', lastName: 'Maria Cossa' }
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/**
 * The `next` query parameter when it is a same-origin path, else '/'. Rejects absolute URLs,
 * protocol-relative ('//evil') and backslash tricks ('/\\evil').
 * @example safeNextPath('?next=%2Freservas') // '/reservas'
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point (header injection).
  if (/[\u0000-\u001f]/.test(next)) return '/';
  return next;
}
