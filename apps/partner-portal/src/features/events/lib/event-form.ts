/**
 * @module The event form's data (spec 3, 4 'Event creation', 5; issue 5): its choices (type, category, refunds), its
 * fields as the organiser types them, the partnership drafts, and the API body they become (ticketPrice a decimal
 * number, maxTickets an integer).
 */
import { msg } from '@turismo/app-core/i18n';
import { todayInMaputo } from '@turismo/app-core/format';
import type { CreateEventBody, OrganiserEvent } from '../api/organiser-events.ts';

export const TYPE_OPTIONS = [
  { value: 'festival', label: msg('Festival') },
  { value: 'feira', label: msg('Feira') },
  { value: 'concerto', label: msg('Concerto') },
  { value: 'conferencia', label: msg('Conferência') },
  { value: 'workshop', label: msg('Workshop') },
  { value: 'exposicao', label: msg('Exposição') },
];

export const CATEGORY_OPTIONS = [
  { value: 'cultura', label: msg('Cultura') },
  { value: 'negocios', label: msg('Negócios') },
  { value: 'entretenimento', label: msg('Entretenimento') },
  { value: 'gastronomia', label: msg('Gastronomia') },
  { value: 'educacao', label: msg('Educação') },
  { value: 'desporto', label: msg('Desporto') },
];

/** The organiser's refund policy (ADR 0024 of the API). */
export const REFUND_OPTIONS = [
  { value: 'until_days', label: msg('Reembolso total até N dias antes') },
  { value: 'none', label: msg('Sem reembolsos') },
];

export type PartnershipDraft = {
  id?: string;
  partnerType: 'accommodation' | 'transport';
  partnerName: string;
  discountPercentage: string;
  minEventTickets: string;
  specialOffer: string;
  validUntil: string;
  isActive: boolean;
};

export const emptyPartner = (): PartnershipDraft => ({
  partnerType: 'accommodation', partnerName: '', discountPercentage: '10', minEventTickets: '1', specialOffer: '',
  validUntil: '', isActive: true,
});

/** The form's fields for `event` (editing) or a new event (today, 18:00 to 23:00, free, 100 tickets). */
export function eventFields(event?: OrganiserEvent) {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    eventType: event?.eventType ?? 'festival',
    category: event?.category ?? 'cultura',
    venue: event?.venue ?? '',
    address: event?.address ?? '',
    startDate: event?.startDate ?? todayInMaputo(),
    endDate: event?.endDate ?? todayInMaputo(),
    startTime: event?.startTime ?? '18:00',
    endTime: event?.endTime ?? '23:00',
    ticketPrice: event ? String(event.ticketPriceCents / 100) : '0',
    maxTickets: event ? String(event.maxTickets) : '100',
    refundPolicy: event?.refundPolicy ?? 'until_days',
    refundDaysBefore: event ? String(event.refundDaysBefore) : '7',
    draft: false,
  };
}

export type EventFields = ReturnType<typeof eventFields>;

/** The active partnerships of `event` as drafts (none for a new event). */
export function partnershipDrafts(event?: OrganiserEvent): PartnershipDraft[] {
  return event?.partnerships.filter((p) => p.isActive).map((p) => ({
    id: p.id,
    partnerType: p.partnerType,
    partnerName: p.partnerName,
    discountPercentage: String(p.discountPercentage),
    minEventTickets: String(p.minEventTickets),
    specialOffer: p.specialOffer ?? '',
    validUntil: p.validUntil ?? '',
    isActive: p.isActive,
  })) ?? [];
}

/** The API body of the form (without the status, which only a new event sends). */
export function eventBody(f: EventFields, partners: readonly PartnershipDraft[]) {
  // Spec 5: ticketPrice parsed as a decimal number, maxTickets as an integer.
  const partnerships = partners.map((p) => ({
    ...(p.id ? { id: p.id } : {}),
    partnerType: p.partnerType,
    partnerName: p.partnerName.trim(),
    discountPercentage: parseInt(p.discountPercentage, 10),
    minEventTickets: parseInt(p.minEventTickets, 10),
    specialOffer: p.specialOffer.trim() || undefined,
    validUntil: p.validUntil || undefined,
    isActive: p.isActive,
  }));
  return {
    title: f.title.trim(),
    description: f.description.trim() || undefined,
    eventType: f.eventType as CreateEventBody['eventType'],
    category: f.category as CreateEventBody['category'],
    venue: f.venue.trim(),
    address: f.address.trim(),
    startDate: f.startDate,
    endDate: f.endDate,
    startTime: f.startTime,
    endTime: f.endTime,
    ticketPrice: parseFloat(f.ticketPrice.replace(',', '.')) || 0,
    maxTickets: parseInt(f.maxTickets, 10),
    refundPolicy: f.refundPolicy as CreateEventBody['refundPolicy'],
    refundDaysBefore: parseInt(f.refundDaysBefore, 10) || 0,
    partnerships,
  };
}
