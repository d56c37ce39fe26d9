/**
 * @module The event booking dialog (spec 2.8, 5 'Events'): quantity 1 to 10, the partnership offers (shown only when
 * active, valid on the event date and the quantity reaches their minimum; one at most, and it can be deselected),
 * special requests and the payment summary computed by the server (GET /api/events/{id}/quote). Confirming books
 * the tickets (Idempotency-Key); the caller then opens the payment dialog (paid) or shows the registration (free).
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage } from '@turismo/app-core/use-action';
import { formatMZN } from '@turismo/app-core/format';
import { intlLocale } from '@turismo/app-core/i18n';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { bookTickets, type EventBooking, type EventItem, useQuote } from '../api/events.ts';
import { dateRange } from './EventCard.tsx';
import { PromoCodeField, TicketTypeSelect } from './TicketChoices.tsx';
import { ApiError } from '@turismo/app-core/api';

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

const Offers = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: 0 ${({ theme }) => theme.space[1]};
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dd {
    margin: 0;
    text-align: right;
  }

  [data-total] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
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
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const key = useRef(crypto.randomUUID());
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
  const quote = useQuote(event.id, quantity, { partnershipId: chosen, ticketTypeId, promoCode }, open && validQuantity);
  // A refused code is dropped (the summary comes back without it) and its reason stays under the field.
  const [promoError, setPromoError] = useState<string | null>(null);
  useEffect(() => {
    if (promoCode && quote.error instanceof ApiError && quote.error.code.startsWith('PROMO_CODE')) {
      setPromoError(quote.error.message);
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
    if (!validQuantity) return setError(t('O número de bilhetes deve estar entre 1 e 10.'));
    setSubmitting(true);
    setError(null);
    try {
      const booking = await bookTickets({
        eventId: event.id,
        quantity,
        partnershipId: chosen,
        ticketTypeId,
        promoCode,
        specialRequests: specialRequests.trim() || undefined,
        rewardRedemptionId: rewardId || undefined,
      }, key.current);
      key.current = crypto.randomUUID();
      onBooked(booking);
    } catch (err) {
      key.current = crypto.randomUUID();
      setError(errorMessage(err, t('Não foi possível reservar. Tente novamente.')));
    } finally {
      setSubmitting(false);
    }
  };

  const q = quote.data;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={paid ? t('Comprar Bilhetes') : t('Registar Presença')}
      description={`${event.title} · ${dateRange(event)} ${event.startTime}`}
    >
      <Form onSubmit={submit} noValidate aria-busy={submitting}>
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
        {event.partnerships.some((p) => p.applicable) ? (
          <Offers>
            <legend>{t('Ofertas de parceiros')}</legend>
            {offers.length === 0 ? (
              <small>{t('As ofertas aparecem quando o número de bilhetes atinge o mínimo de cada parceiro.')}</small>
            ) : (
              offers.map((p) => (
                <label key={p.id}>
                  <input
                    type="checkbox"
                    checked={chosen === p.id}
                    onChange={(e) => setPartnershipId(e.currentTarget.checked ? p.id : undefined)}
                  />
                  <span>
                    {t('{{partner}}: {{percent}}% desconto', { partner: p.partnerName, percent: p.discountPercentage })}
                    <small>
                      {p.partnerType === 'accommodation' ? t('Alojamento') : t('Transporte')}
                      {p.minEventTickets > 1
                        ? ` · ${t('a partir de {{count}} bilhetes', { count: p.minEventTickets })}`
                        : ''}
                      {p.specialOffer ? ` · ${p.specialOffer}` : ''}
                    </small>
                  </span>
                </label>
              ))
            )}
          </Offers>
        ) : null}
        {paid ? <PromoCodeField applied={promoCode} onApply={applyPromo} error={promoError} /> : null}
        <TextField
          label={t('Pedidos especiais (opcional)')}
          value={specialRequests}
          maxLength={1000}
          onChange={(e) => setSpecialRequests(e.currentTarget.value)}
        />
        <section aria-label={t('Resumo do pagamento')} aria-live="polite">
          {q && validQuantity ? (
            <Summary>
              <dt>
                {q.quantity} × {q.ticketTypeName ? `${q.ticketTypeName} ` : ''}
                {formatMZN(q.ticketPriceCents)}
              </dt>
              <dd>{formatMZN(q.grossCents)}</dd>
              {q.partnershipDiscountCents > 0 ? (
                <>
                  <dt>
                    {t('Desconto {{partner}} ({{percent}}%)', { partner: q.partnerName, percent: q.discountPercentage })}
                  </dt>
                  <dd>−{formatMZN(q.partnershipDiscountCents)}</dd>
                </>
              ) : null}
              {q.promoCode ? (
                <>
                  <dt>{t('Código promocional {{code}}', { code: q.promoCode })}</dt>
                  <dd>−{formatMZN(q.promoDiscountCents)}</dd>
                </>
              ) : null}
              <dt>{t('Subtotal')}</dt>
              <dd>{formatMZN(q.subtotalCents)}</dd>
              <dt>{t('Taxa da plataforma ({{percent}}%)', { percent: (q.platformFeeBps / 100).toLocaleString(intlLocale()) })}</dt>
              <dd>{formatMZN(q.platformFeeCents)}</dd>
              <dt data-total>{t('Total')}</dt>
              <dd data-total>{formatMZN(q.totalCents)}</dd>
            </Summary>
          ) : quote.error ? (
            <Alert tone="danger">{errorMessage(quote.error, t('Erro ao calcular.'))}</Alert>
          ) : validQuantity ? (
            <Skeleton variant="rect" height={96} />
          ) : null}
        </section>
        {event.isPaid && rewards.length > 0 ? (
          <Select
            label={t('Recompensa')}
            value={rewardId}
            placeholder={t('Sem recompensa')}
            options={rewards.map((r) => ({ value: r.id, label: r.label }))}
            onChange={(e) => {
              setRewardId(e.target.value);
              key.current = crypto.randomUUID();
            }}
            hint={t('Um bilhete grátis: o desconto é calculado pelo servidor ao criar a reserva.')}
          />
        ) : null}
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
        <Button type="submit" loading={submitting} disabled={!validQuantity} fullWidth>
          {(q ? q.totalCents > 0 : paid) ? t('Continuar para pagamento') : t('Confirmar presença')}
        </Button>
      </Form>
    </Modal>
  );
}
