import { z } from '@hono/zod-openapi';
import { CITIES } from '@turismo/rules/cities.ts';
import { normalisePhone, PHONE_MESSAGES } from '@turismo/rules/phone.ts';
import { imageUrl } from '../../lib/web-url.ts';
import { ROLES } from '../../middlewares/auth/permissions.ts';

export const PHONE_MESSAGE = PHONE_MESSAGES.invalid;

/**
 * A Mozambican phone (spec 5 step 2; DECISIONS.md 5): optional +258 or 258, spaces allowed, then a number that
 * libphonenumber-js's Mozambican numbering plan holds valid (the rules package's normalisePhone; issue 29). Stored in
 * E.164, +258XXXXXXXXX; an empty string clears it (null).
 */
export const PhoneSchema = z.string().transform((value, ctx) => {
  if (value.trim() === '') return null;
  const phone = normalisePhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
}).openapi({ type: 'string', example: '+258841234567' });

export const RoleSchema = z.enum(ROLES).openapi('Role', {
  description: 'client Cliente, driver Motorista, hotel_manager Gestor de Alojamento, event Organizador de Eventos, ' +
    'admin Administrador.',
});

// The sign-up screens send 'hotel' for the accommodation manager (spec 6); it is the same role.
const RequestedRoleSchema = z.preprocess((v) => (v === 'hotel' ? 'hotel_manager' : v), RoleSchema);

export const SetupRolesBodySchema = z.object({
  roles: z.array(RequestedRoleSchema, { message: 'Por favor, selecione pelo menos um tipo de conta.' })
    .min(1, { message: 'Por favor, selecione pelo menos um tipo de conta.' }),
  // Variant A (sign-up wizard)
  firstName: z.string().trim().max(80).optional(),
  lastName: z.string().trim().max(120).optional(),
  phone: PhoneSchema.optional(),
  // Variant B (role selection after Google sign-up)
  uid: z.string().optional(),
  email: z.string().optional(),
  displayName: z.string().trim().max(200).nullable().optional(),
  photoURL: imageUrl(500).nullable().optional(),
}).openapi('SetupRolesBody', {
  description: 'Either variant of spec 7: A {roles, firstName, lastName, phone} or B {uid, email, displayName, ' +
    'photoURL, roles}. Client is always included; admin is only recorded as requested unless the e-mail is on the ' +
    "deployment's bootstrap list (DECISIONS.md 3).",
  example: { roles: ['client', 'driver'], firstName: 'Ana', lastName: 'Macuácua', phone: '+258841234567' },
});

export const PreferencesSchema = z.object({
  language: z.enum(['pt', 'en']),
  currency: z.enum(['MZN', 'USD']),
  notifications: z.boolean(),
  emailMarketing: z.boolean(),
}).openapi('Preferences');

export const ProfileSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string().nullable().openapi({ example: 'cliente@demo.co.mz' }),
  firstName: z.string().nullable().openapi({ example: 'Ana' }),
  lastName: z.string().nullable().openapi({ example: 'Macuácua' }),
  displayName: z.string().openapi({ example: 'cliente', description: 'The e-mail before the at sign (spec 2.2).' }),
  phone: z.string().nullable().openapi({ example: '+258841234567' }),
  city: z.string().nullable().openapi({ example: 'Maputo' }),
  profileImageUrl: z.string().nullable(),
  roles: z.array(RoleSchema),
  currentRole: RoleSchema,
  permissions: z.array(z.string()).openapi({ example: ['booking.create', 'booking.view'] }),
  verificationStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  accountStatus: z.enum(['active', 'suspended', 'banned']).openapi({
    description: 'Set by admins: a suspended account cannot book, pay or offer services (403 ACCOUNT_SUSPENDED).',
  }),
  suspensionReason: z.string().nullable().openapi({ description: 'Why the account is suspended, else null.' }),
  adminRequested: z.boolean(),
  emailVerified: z.boolean(),
  preferences: PreferencesSchema,
  createdAt: z.string().openapi({ example: '2026-11-01T08:30:00.000Z' }),
}).openapi('Profile');
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileBodySchema = z.object({
  firstName: z.string().trim().min(1, { message: 'O nome não pode ficar vazio.' }).max(80).optional(),
  lastName: z.string().trim().max(120).optional(),
  phone: PhoneSchema.nullable().optional().openapi({
    type: ['string', 'null'],
    example: '+258841234567',
    description: 'Empty string or null clears the phone.',
  }),
  city: z.enum(CITIES, { message: 'Escolha uma cidade da lista.' }).nullable().optional(),
  preferences: PreferencesSchema.partial().optional(),
}).openapi('UpdateProfileBody', {
  example: { firstName: 'Ana', lastName: 'Macuácua', phone: '+258841234567', city: 'Maputo' },
});

export const CurrentRoleBodySchema = z.object({ role: RoleSchema }).openapi('CurrentRoleBody');
