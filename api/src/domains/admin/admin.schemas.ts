/**
 * @module Schemas of admin user management (spec 2.17, 3 'Admin user', 4 'Admin user status'; DECISIONS.md 1, 3).
 */
import { z } from '@hono/zod-openapi';
import { ROLES } from '@turismo/rules/roles.ts';
import { RoleSchema } from '../auth/auth.schemas.ts';
import { DocumentTypeSchema, VerificationStatusSchema } from '../verifications/verifications.schemas.ts';

export const ADMIN_MESSAGES = {
  rejectReason: 'Indique o motivo da rejeição (3 a 500 caracteres).',
  suspendReason: 'Indique o motivo da suspensão (3 a 500 caracteres).',
  type: 'Tipo de utilizador inválido.',
  status: 'Estado inválido.',
  page: 'Página inválida.',
} as const;

export const ADMIN_USER_STATUSES = ['active', 'pending_verification', 'suspended', 'banned'] as const;
export const AdminUserStatusSchema = z.enum(ADMIN_USER_STATUSES).openapi('AdminUserStatus', {
  description: 'suspended/banned: the account state; pending_verification: a verification waits for review; ' +
    'active otherwise (spec 4).',
});

// The admin list calls the accommodation manager 'hotel' (spec 6); both spellings are accepted.
const TYPES = ROLES;

export const ListUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional().openapi({
    example: 'macuacua',
    description: 'Part of the name or e-mail, case- and accent-insensitive.',
  }),
  type: z.preprocess((v) => (v === 'hotel' ? 'hotel_manager' : v), z.enum(TYPES, { message: ADMIN_MESSAGES.type }))
    .optional().openapi({
      type: 'string',
      enum: [...TYPES, 'hotel'],
      description: "A role held; 'client' means users holding no other role; 'hotel' = hotel_manager.",
    }),
  status: z.enum(ADMIN_USER_STATUSES, { message: ADMIN_MESSAGES.status }).optional(),
  page: z.coerce.number({ message: ADMIN_MESSAGES.page }).int(ADMIN_MESSAGES.page).min(1, ADMIN_MESSAGES.page)
    .default(1).openapi({ example: 1, description: '1-based.' }),
  pageSize: z.coerce.number({ message: ADMIN_MESSAGES.page }).int(ADMIN_MESSAGES.page).min(1, ADMIN_MESSAGES.page)
    .max(100, ADMIN_MESSAGES.page).default(20).openapi({ example: 20, description: '1 to 100, default 20.' }),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string().openapi({ example: 'Ana Macuácua', description: 'First and last name, or the e-mail.' }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable().openapi({ example: 'ana@exemplo.co.mz' }),
  phone: z.string().nullable().openapi({ example: '+258841234567' }),
  city: z.string().nullable().openapi({ example: 'Maputo' }),
  roles: z.array(RoleSchema),
  adminRequested: z.boolean(),
  status: AdminUserStatusSchema,
  verificationStatus: VerificationStatusSchema,
  verified: z.boolean().openapi({ description: 'verificationStatus is approved.' }),
  joinDate: z.string().openapi({ example: '2026-11-01T08:30:00.000Z' }),
  totalBookings: z.number().int().openapi({ example: 3, description: 'Confirmed or completed bookings made.' }),
  totalTrips: z.number().int().openapi({ example: 12, description: 'Rides published as driver, not cancelled.' }),
  totalEarnings: z.number().int().openapi({
    example: 480000,
    description: 'Centavos owed as provider (subtotals) of confirmed or completed bookings.',
  }),
  suspensionReason: z.string().nullable().openapi({ example: 'Cancelamentos repetidos sem aviso.' }),
  suspendedAt: z.string().nullable(),
}).openapi('AdminUser', {
  description: "Spec 3 'Admin user' from real data; no rating and no last activity (no " +
    'source yet).',
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int().openapi({ example: 57 }),
  page: z.number().int().openapi({ example: 1 }),
  pageSize: z.number().int().openapi({ example: 20 }),
}).openapi('AdminUserList');

export const AdminActionSchema = z.object({
  id: z.string(),
  action: z.enum([
    'verification_approved',
    'verification_rejected',
    'suspended',
    'reactivated',
    'future_bookings_cancelled',
    'review_hidden',
  ]).openapi({
    description: "review_hidden: an admin hid one of the user's reviews (the reason says why; ADR 0022).",
  }),
  reason: z.string().nullable(),
  adminId: z.string(),
  adminName: z.string().openapi({ example: 'admin@demo.co.mz' }),
  createdAt: z.string(),
}).openapi('AdminAction');

export const AdminVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  documentType: DocumentTypeSchema,
  documentNumber: z.string().openapi({ example: '110100123456B' }),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  profilePhoto: z.string().openapi({ example: 'data:image/jpeg;base64,/9j/4AAQ...', description: 'data: URL.' }),
  documentPhoto: z.string().openapi({ example: 'data:image/jpeg;base64,/9j/4AAQ...', description: 'data: URL.' }),
}).openapi('AdminVerification');

export const FutureBookingsSchema = z.object({
  count: z.number().int().openapi({ example: 3, description: 'Pending or confirmed bookings still to come.' }),
  paidCents: z.number().int().openapi({ example: 165000, description: 'What was paid for them (centavos).' }),
}).openapi('FutureBookings', {
  description: "The bookings of the user's offers (as driver, manager or organiser) whose ride has not departed, " +
    'whose stay has not begun or whose event has not started (ADR 0014).',
});

export const AdminUserDetailsSchema = z.object({
  user: AdminUserSchema,
  verification: AdminVerificationSchema.nullable().openapi({ description: 'The newest submission, with photos.' }),
  history: z.array(AdminActionSchema).openapi({ description: 'Admin actions on this user, newest first.' }),
  futureBookings: FutureBookingsSchema,
}).openapi('AdminUserDetails');
export type AdminUserDetails = z.infer<typeof AdminUserDetailsSchema>;

export const UserIdParamSchema = z.object({
  id: z.string().min(1).max(128).openapi({ param: { name: 'id', in: 'path' }, example: 'Xq3b9ZtM0aUf7' }),
});

const reason = (message: string) =>
  z.string({ message }).trim().min(3, message).max(500, message).openapi({
    example: 'A foto do documento está ilegível.',
  });

export const RejectBodySchema = z.object({ reason: reason(ADMIN_MESSAGES.rejectReason) }).openapi('RejectBody');
export const SuspendBodySchema = z.object({ reason: reason(ADMIN_MESSAGES.suspendReason) }).openapi('SuspendBody');

export const CancelFutureBookingsResultSchema = z.object({
  user: AdminUserSchema,
  cancelledBookings: z.number().int().openapi({ example: 3, description: 'Bookings cancelled by this call.' }),
  refunds: z.number().int().openapi({ example: 2, description: 'Paid bookings refunded in full.' }),
  voidedPayments: z.number().int().openapi({ example: 0, description: 'Pending payments voided (nothing taken).' }),
  refundedCents: z.number().int().openapi({ example: 165000, description: 'Total refunded, centavos.' }),
}).openapi('CancelFutureBookingsResult');
export type CancelFutureBookingsResult = z.infer<typeof CancelFutureBookingsResultSchema>;
