/**
 * @module Pure rules of the profile screens: the personal-data form (spec 2.14, 5), the city list and the
 * verification status texts. The phone rule and the city list repeat those of the sign-up wizard on purpose:
 * features do not import each other (STYLE.md). Messages and labels are Portuguese source texts marked with msg()
 * (issue 14), shown with t().
 */
import { z } from 'zod';
import { msg } from '@turismo/app-core/i18n';

// No JIT: zod would probe `new Function` at load, which the pages' CSP forbids (ADR 0018).
z.config({ jitless: true });

/** The city choices of spec 5. */
export const CITIES = [
  'Maputo', 'Matola', 'Beira', 'Nampula', 'Chimoio', 'Nacala', 'Quelimane', 'Tete', 'Xai-Xai', 'Lichinga', 'Pemba',
  // i18n-exempt: place names, the same in every language.
  'Inhambane', 'Maxixe', 'Gurué', 'Manica', 'Montepuez', 'Cuamba', 'Dondo', 'Angoche', 'Chokwé', 'Mocuba', 'Manhiça',
  'Marracuene', 'Vilanculos', 'Massinga',
] as const;
export type City = (typeof CITIES)[number];

export const MSG_PHONE_INVALID = msg('Número de telefone inválido. Use o formato: +258XXXXXXXXX ou 8XXXXXXXX');

/** Spec 5: after removing spaces, an optional +258 or 258 prefix followed by 9 digits. */
export function isValidPhone(phone: string): boolean {
  return /^(\+?258)?\d{9}$/.test(phone.replace(/\s+/g, ''));
}

/** '+258' and the 9 digits (DECISIONS.md 5). Call only on a valid phone. */
export function normalizePhone(phone: string): string {
  return `+258${phone.replace(/\s+/g, '').replace(/^\+?258(?=\d{9}$)/, '')}`;
}

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
