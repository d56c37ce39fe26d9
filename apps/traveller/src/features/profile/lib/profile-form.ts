/**
 * @module Pure rules of the profile screens: the personal-data form (spec 2.14, 5) and the verification status texts
 * (the city list and the phone rule are the app's, src/lib/person.ts). Messages and labels are Portuguese source
 * texts marked with msg() (issue 14), shown with t().
 */
import { z } from 'zod';
import { msg } from '@turismo/app-core/i18n';
import { type City, CITIES, isValidPhone, MSG_PHONE_INVALID, normalizePhone } from '../../../lib/person.ts';

// No JIT: zod would probe `new Function` at load, which the pages' CSP forbids (ADR 0018).
z.config({ jitless: true });

/** The city list and the phone rule are the app's (src/lib/person.ts), shared with the sign-up wizard. */
export { type City, CITIES, isValidPhone, MSG_PHONE_INVALID, normalizePhone } from '../../../lib/person.ts';

/** The editable fields of the 'Pessoal' tab. */
export interface PersonalValues {
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
}

export const personalSchema = z.object({
  firstName: z.string().trim().min(1, msg('Por favor, indique o seu nome.')),
  lastName: z.string().trim(),
  // The phone is optional in the profile; when given it follows the spec's rule and is stored normalised.
  phone: z
    .string()
    .trim()
    .refine((p) => p === '' || isValidPhone(p), MSG_PHONE_INVALID)
    .transform((p) => (p === '' ? null : normalizePhone(p))),
  city: z
    .string()
    .refine((c) => c === '' || (CITIES as readonly string[]).includes(c), msg('Escolha uma cidade da lista.'))
    .transform((c) => (c === '' ? null : (c as City))),
});

export type PersonalUpdate = z.output<typeof personalSchema>;

/**
 * Validates the personal form. Returns the body for PUT /api/auth/profile, or the first error per field.
 */
export function validatePersonal(
  values: PersonalValues,
): { ok: true; data: PersonalUpdate } | { ok: false; errors: Partial<Record<keyof PersonalValues, string>> } {
  const result = personalSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<keyof PersonalValues, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof PersonalValues;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Initials for the avatar when there is no photo: 'Ana Cossa' gives 'AC'; falls back to the email. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined, email: string): string {
  const letters = [firstName, lastName]
    .map((s) => s?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || email.charAt(0).toUpperCase() || '?';
}

export type VerificationStatus = 'none' | 'pending' | 'approved' | 'rejected';

/** Portuguese label and badge tone of each verification status. */
export const VERIFICATION_STATUS: Record<
  VerificationStatus,
  { label: string; tone: 'neutral' | 'warning' | 'success' | 'danger'; description: string }
> = {
  none: {
    label: msg('Não verificado'),
    tone: 'neutral',
    description: msg('A sua identidade ainda não foi verificada.'),
  },
  pending: {
    label: msg('Em análise'),
    tone: 'warning',
    description: msg('Os seus documentos estão a ser analisados pela nossa equipa.'),
  },
  approved: {
    label: msg('Verificado'),
    tone: 'success',
    description: msg('A sua identidade e os seus documentos foram verificados.'),
  },
  rejected: {
    label: msg('Rejeitado'),
    tone: 'danger',
    description: msg('A verificação não foi aprovada.'),
  },
};
