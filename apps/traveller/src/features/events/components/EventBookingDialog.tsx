/**
 * @module The event booking dialog (spec 2.8, 5 'Events'): quantity 1 to 10, the partnership offers (shown only when
 * active, valid on the event date and the quantity reaches their minimum; one at most, and it can be deselected),
 * special requests and the payment summary computed by the server (GET /api/events/{id}/quote). Confirming books
 * the tickets (Idempotency-Key); the caller then opens the payment dialog (paid) or shows the registration (free).
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiError, useIdempotentAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { bookTickets, type EventBooking, type EventItem, useQuote } from '../api/events.ts';
import { dateRange } from './EventCard.tsx';
import { EventOffers } from './EventOffers.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { PromoCodeField, TicketTypeSelect } from './TicketChoices.tsx';

export type EventBookingDialogProps = {
  event: EventItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking was created (pending for a paid event, confirmed for a free one). */
  onBooked: (booking: EventBooking) => void;
  /** The caller's usable rewards for events (composed in src/app from the loyalty feature); none: no select. */
  rewards?: ReadonlyArray<{ id: string; label: string }>;
  /** The ticket type chosen on the event page (ADR 0030); else the first on sale. */
  initialTicketTypeId?: string;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export function EventBookingDialog(
  { event, open, onOpenChange, onBooked, rewards = [], initialTicketTypeId }: EventBookingDialogProps,
) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [rewardId, setRewardId] = useState('');
  const [partnershipId, setPartnershipId] = useState<string | undefined>();
  const [specialRequests, setSpecialRequests] = useState('');
  // Ticket type (the first on sale by default) and promo code (ADR 0030).
  const [ticketTypeId, setTicketTypeId] = useState(
    () => initialTicketTypeId ?? event.ticketTypes.find((type) => type.saleState === 'on_sale')?.id,
  );
  const [promoCode, setPromoCode] = useState<string | undefined>();
  const [invalid, setInvalid] = useState<string | null>(null);
  // The tickets are booked under one Idempotency-Key per attempt; the failure shows in the form.
  const book = useIdempotentAction((key, body: Parameters<typeof bookTickets>[0]) => bookTickets(body, key), {
    failure: { description: t('Não foi possível reservar. Tente novamente.'), toast: false },
    onSuccess: (booking) => onBooked(booking),
  });
  const validQuantity = Number.isInteger(quantity) && quantity >= 1 && quantity <= 10;

  // Spec 5: an offer is shown only when active (and valid on the event date) and the quantity reaches its minimum.
  const offers = useMemo(
    () => event.partnerships.filter((p) => p.applicable && quantity >= p.minEventTickets),
    [event.partnerships, quantity],
  );
  useEffect(() => {
    if (partnershipId && !offers.some((p) => p.id === partnershipId)) setPartnershipId(undefined);
  }, [offers, partnershipId]);

  const chosen = partnershipId && offers.some((p) => p.id === partnershipId) ? partnershipId : undefined;
  // The summary is the server's quote of exactly this booking, the reward included (issue 32, ADR 0043).
  const quote = useQuote(
    event.id,
    quantity,
    { partnershipId: chosen, ticketTypeId, promoCode, rewardRedemptionId: rewardId || undefined },
    open && validQuantity,
  );
  // A refused code is dropped (the summary comes back without it) and its reason stays under the field.
  const [promoError, setPromoError] = useState<string | null>(null);
  useEffect(() => {
    const refused = apiError(quote.error);
    if (promoCode && refused?.code.startsWith('PROMO_CODE')) {
      setPromoError(refused.message);
      setPromoCode(undefined);
    }
  }, [promoCode, quote.error]);
  const applyPromo = (code: string | undefined) => {
    setPromoError(null);
    setPromoCode(code);
  };
  const type = event.ticketTypes.find((item) => item.id === ticketTypeId);
  const left = type ? type.left : event.ticketsLeft;
  // A free event may still have paid ticket types (the event's price is the cheapest type's).
  const paid = event.isPaid || event.ticketTypes.some((item) => item.priceCents > 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validQuantity) return setInvalid(t('O número de bilhetes deve estar entre 1 e 10.'));
    setInvalid(null);
    await book.trigger({
      eventId: event.id,
      quantity,
      partnershipId: chosen,
      ticketTypeId,
      promoCode,
      specialRequests: specialRequests.trim() || undefined,
      rewardRedemptionId: rewardId || undefined,
    });
  };

  const q = quote.data;
  const error = invalid ?? book.error;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={paid ? t('Comprar Bilhetes') : t('Registar Presença')}
      description={`${event.title} · ${dateRange(event)} ${event.startTime}`}
    >
      <Form onSubmit={submit} noValidate aria-busy={book.isMutating}>
        <TicketTypeSelect types={event.ticketTypes} value={ticketTypeId} onChange={setTicketTypeId} />
        <TextField
          label={t('Número de bilhetes')}
          type="number"
          min={1}
          max={Math.min(10, Math.max(1, left))}
          value={Number.isNaN(quantity) ? '' : quantity}
          onChange={(e) => setQuantity(e.currentTarget.valueAsNumber)}
          hint={t('Entre 1 e 10 · {{count}} disponível', { count: left })}
          required
        />
        {event.partnerships.some((p) => p.applicable)
          ? <EventOffers offers={offers} chosen={chosen} onChoose={setPartnershipId} />
          : null}
        {paid ? <PromoCodeField applied={promoCode} onApply={applyPromo} error={promoError} /> : null}
        <TextField
          label={t('Pedidos especiais (opcional)')}
          value={specialRequests}
          maxLength={1000}
          onChange={(e) => setSpecialRequests(e.currentTarget.value)}
        />
        {event.isPaid && rewards.length > 0 ? (
          <Select
            label={t('Recompensa')}
            value={rewardId}
            placeholder={t('Sem recompensa')}
            options={rewards.map((r) => ({ value: r.id, label: r.label }))}
            onChange={(e) => {
              setRewardId(e.target.value);
              book.reset();
            }}
            hint={t('Um bilhete grátis, descontado no resumo abaixo.')}
          />
        ) : null}
        <QuoteSummary quote={q} error={quote.error} validQuantity={validQuantity} />
        {event.isPaid ? (
          <small data-cancellation-policy>
            <strong>{t('Política de cancelamento:')}</strong> {event.cancellationPolicy.text}
          </small>
        ) : null}
        {error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={book.isMutating} disabled={!validQuantity} fullWidth>
          {(q ? q.totalCents > 0 : paid) ? t('Continuar para pagamento') : t('Confirmar presença')}
        </Button>
      </Form>
    </Modal>
  );
}
