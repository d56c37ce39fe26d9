/**
 * @module Schemas of the driver's tools (issue 15 'Drivers', ADR 0031): the passenger list of a ride, 'Gerir' (the
 * changes a booked ride allows), recurring rides and the vehicle.
 */
import { z } from '@hono/zod-openapi';
import { PhotoSchema } from '../media/media.schemas.ts';
import { CreateRideBodySchema, RideSchema } from './rides.schemas.ts';

export const MANAGE_MESSAGES = {
  nothing: 'Nada a alterar.',
  weekdays: 'Escolha pelo menos um dia da semana (0 = domingo a 6 = sábado).',
  weeks: 'O número de semanas deve estar entre 1 e 12.',
  noDates: 'Nenhuma data futura corresponde aos dias escolhidos.',
  make: 'Indique a marca do veículo.',
  model: 'Indique o modelo do veículo.',
  colour: 'Indique a cor do veículo.',
  plate: 'Matrícula inválida (por exemplo AAA 123 MC).',
} as const;

export const PassengerSchema = z.object({
  bookingId: z.string().uuid(),
  name: z.string().openapi({ example: 'Ana Macuácua' }),
  seats: z.number().int().openapi({ example: 2 }),
  status: z.enum(['pending', 'confirmed', 'completed']).openapi({
    description: 'pending: seats held, not yet paid; confirmed: paid; completed: the trip is over.',
  }),
  paid: z.boolean().openapi({ description: 'The payment succeeded.' }),
  pickupNote: z.string().nullable().openapi({
    example: 'Apanhar na bomba da Total da Av. de Moçambique.',
    description: 'What the passenger wrote when booking (special requests), or null.',
  }),
  phone: z.string().nullable().openapi({
    example: '+258841234567',
    description: "The passenger's phone, only once the booking is paid (null before; ADR 0017).",
  }),
  subtotalCents: z.number().int().openapi({ description: 'What the seats cost at booking time, centavos.' }),
  bookedAt: z.string(),
}).openapi('RidePassenger');

export const ManifestSchema = z.object({
  rideId: z.string().uuid(),
  seatsTotal: z.number().int(),
  seatsAvailable: z.number().int(),
  seatsPaid: z.number().int().openapi({ description: 'Seats of paid bookings.' }),
  seatsHeld: z.number().int().openapi({ description: 'Seats held by unpaid bookings.' }),
  passengers: z.array(PassengerSchema).openapi({ description: 'Bookings not cancelled, oldest first.' }),
}).openapi('RideManifest');
export type Manifest = z.infer<typeof ManifestSchema>;

export const ManageRideBodySchema = z.object({
  departureDate: z.string().optional().openapi({
    example: '2026-12-18',
    description: 'New local date (yyyy-MM-dd, Africa/Maputo); the same rules as publishing: not before today.',
  }),
  departureTime: z.string().optional().openapi({ example: '08:30', description: 'New local time HH:mm.' }),
  priceCents: z.number().int().optional().openapi({
    example: 100000,
    description: 'New price per seat in centavos (at least 10 MT, steps of 5 MT): for the seats not yet sold; ' +
      'booked seats keep the price they were booked at.',
  }),
  description: z.string().max(1000).nullable().optional(),
  pickupPoint: z.string().max(200).nullable().optional().openapi({ example: 'Terminal da Junta' }),
  dropoffPoint: z.string().max(200).nullable().optional(),
}).openapi('ManageRideBody');
export type ManageRideBody = z.infer<typeof ManageRideBodySchema>;

export const ManagedRideSchema = RideSchema.extend({
  notifiedPassengers: z.number().int().openapi({ description: 'Booked passengers told about the change.' }),
  changes: z.array(z.string()).openapi({
    example: ['partida: 18/12/2026 07:00 → 18/12/2026 08:30'],
    description: 'What changed, in Portuguese (also the text of the notification).',
  }),
}).openapi('ManagedRide');

export const RecurringRideBodySchema = CreateRideBodySchema.omit({ departureDate: true, isActive: true }).extend({
  startDate: z.string().optional().openapi({
    example: '2026-12-01',
    description: 'First day considered (yyyy-MM-dd, Africa/Maputo; default today).',
  }),
  departureTime: z.string().openapi({ example: '06:30', description: 'Local time HH:mm of every ride.' }),
  weekdays: z.array(z.number({ message: MANAGE_MESSAGES.weekdays }).int(MANAGE_MESSAGES.weekdays).min(0).max(6))
    .min(1, MANAGE_MESSAGES.weekdays).max(7, MANAGE_MESSAGES.weekdays)
    .openapi({ example: [1, 3, 5], description: 'Days of the week (0 Sunday to 6 Saturday).' }),
  weeks: z.number({ message: MANAGE_MESSAGES.weeks }).int(MANAGE_MESSAGES.weeks).min(1, MANAGE_MESSAGES.weeks)
    .max(12, MANAGE_MESSAGES.weeks).openapi({ example: 4, description: 'How many weeks from startDate (1 to 12).' }),
}).openapi('RecurringRideBody');
export type RecurringRideBody = z.infer<typeof RecurringRideBodySchema>;

export const RideSeriesSchema = z.object({
  seriesId: z.string().uuid(),
  rides: z.array(RideSchema).openapi({ description: 'The rides published, soonest first.' }),
}).openapi('RideSeries');
export type RideSeries = z.infer<typeof RideSeriesSchema>;

const vehicleText = (max: number, message: string, example: string) =>
  z.string({ message }).trim().min(1, message).max(max, message).openapi({ example });

export const VehicleBodySchema = z.object({
  make: vehicleText(40, MANAGE_MESSAGES.make, 'Toyota'),
  model: vehicleText(40, MANAGE_MESSAGES.model, 'Corolla'),
  colour: vehicleText(30, MANAGE_MESSAGES.colour, 'Branco'),
  plate: z.string({ message: MANAGE_MESSAGES.plate }).trim().transform((p) => p.toUpperCase().replace(/\s+/g, ' '))
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]{2,13}[A-Z0-9]$/, MANAGE_MESSAGES.plate))
    .openapi({ example: 'AAB 123 MC', description: 'Letters, digits, spaces or hyphens (5 to 15), upper-cased.' }),
}).openapi('VehicleBody');
export type VehicleBody = z.infer<typeof VehicleBodySchema>;

export const VehicleSchema = z.object({
  make: z.string().openapi({ example: 'Toyota' }),
  model: z.string().openapi({ example: 'Corolla' }),
  colour: z.string().openapi({ example: 'Branco' }),
  plate: z.string().nullable().openapi({
    example: 'AAB 123 MC',
    description: 'Only for the driver, admins and travellers with a booking of the ride; null for anyone else.',
  }),
  photos: z.array(PhotoSchema).openapi({ description: "The car's photos (media target 'vehicle'), cover first." }),
  updatedAt: z.string(),
}).openapi('Vehicle');
export type Vehicle = z.infer<typeof VehicleSchema>;
