/**
 * @module What the ride and stay booking panels share (spec 2.7, 2.9; issues 3, 4): the booking attempt under one
 * Idempotency-Key, the panel's column, the reward choice, and the end of the panel (the attempt's error, then 'Registar para Reservar'
 * for a visitor or the book button).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useIdempotentAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { Stack } from '@turismo/ui-kit/Stack';

/** A booking panel's column (the kit's Stack, gap as the panel says): its h2 and its [data-note] paragraphs. */
export const BookingPanelStack = styled(Stack)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  [data-note] {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * What a booking panel gets from its screen (src/app): the session, where a visitor registers, the booking created
 * here (the caller keeps it and opens the payment) and the usable rewards.
 * @typeParam B The booking the API answers; `C` what the visitor chose (kept through the sign-up).
 */
export type BookingPanelBase<B, C> = {
  /** null while the session is loading. */
  signedIn: boolean | null;
  /** Where a visitor registers, coming back here with the choice. */
  signupHref: (choice: C) => string;
  booking: B | null;
  onBooked: (booking: B) => void;
  onPay: (booking: B) => void;
  /** The caller's usable rewards for this product (composed in src/app from the loyalty feature); none: no select. */
  rewards?: ReadonlyArray<{ id: string; label: string }>;
};

/**
 * A booking created with POST /api/bookings/create under an Idempotency-Key: one key per attempt, kept for a retry
 * after a network failure (status 0: the server may have booked, and answers the same booking again), dropped after
 * any answer and by `reset` (the user changed what is booked). A failure shows the API's message (else 'Não foi
 * possível criar a reserva. Tente novamente.') in `error` and as the 'Erro na reserva' toast.
 * @param create Sends the booking with the attempt's key.
 * @param onBooked Receives the booking the server created.
 */
export function useBookingAttempt<B>(create: (key: string) => Promise<B>, onBooked: (booking: B) => void) {
  const { t } = useTranslation();
  const attempt = useIdempotentAction((key: string) => create(key), {
    failure: { title: t('Erro na reserva'), description: t('Não foi possível criar a reserva. Tente novamente.') },
    onSuccess: (created) => onBooked(created),
  });

  const book = async () => {
    if (attempt.isMutating) return;
    await attempt.trigger();
  };

  return { busy: attempt.isMutating, error: attempt.error, book, reset: () => attempt.reset() };
}

/** The reward to spend on the booking (composed in src/app from the loyalty feature); nothing without rewards. */
export function RewardSelect(
  { rewards, value, onChange }: {
    rewards: ReadonlyArray<{ id: string; label: string }>;
    value: string;
    onChange: (id: string) => void;
  },
) {
  const { t } = useTranslation();
  if (rewards.length === 0) return null;
  return (
    <Select
      label={t('Recompensa')}
      value={value}
      placeholder={t('Sem recompensa')}
      options={rewards.map((r) => ({ value: r.id, label: r.label }))}
      onChange={(e) => onChange(e.target.value)}
      hint={t('O desconto é calculado pelo servidor ao criar a reserva.')}
    />
  );
}

export type BookingSubmitProps = {
  /** The attempt's error, shown above the button. */
  error: string | null;
  /** null while the session is loading (the button waits). */
  signedIn: boolean | null;
  /** Where a visitor registers, coming back with the choice. */
  signupHref: string;
  busy: boolean;
  onBook: () => void;
  /** The book button's text, e.g. 'Reservar 2 lugares'. */
  label: string;
};

/** The end of a booking panel: the attempt's error, then 'Registar para Reservar' or the book button. */
export function BookingSubmit({ error, signedIn, signupHref, busy, onBook, label }: BookingSubmitProps) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Alert tone="danger" title={t('Erro na reserva')} role="alert">
          {error}
        </Alert>
      ) : null}
      {signedIn === false ? (
        <Button as={Link} href={signupHref} size="lg" fullWidth>
          {t('Registar para Reservar')}
        </Button>
      ) : (
        <Button size="lg" fullWidth loading={busy || signedIn === null} onClick={onBook}>
          {label}
        </Button>
      )}
    </>
  );
}
