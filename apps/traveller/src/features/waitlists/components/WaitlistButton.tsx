/**
 * @module 'Entrar na lista de espera' where a ride, an event or a room type is full (issue 30, ADR 0054): the button
 * to join (or, signed out, to sign in first), then the caller's place in line with 'Sair da lista de espera', and,
 * when a place freed for them, the offer: held until its deadline, paid in Minhas Reservas. The status is a polite
 * live region, so a screen reader hears the place and the offer as they change.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate, formatTime } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import {
  entryFor,
  joinWaitlist,
  leaveWaitlist,
  useActiveWaitlists,
  type WaitlistEntry,
  type WaitlistListing,
} from '../api/waitlists.ts';

export type WaitlistButtonProps = {
  listing: WaitlistListing;
  /** Whether someone is signed in (null while the session loads). */
  signedIn: boolean | null;
  /** Where a visitor signs in first (coming back to this page). */
  loginHref: string;
};

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The place in line, or the offer with its deadline and where to pay it. */
export function StatusText({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  if (entry.status === 'offered' && entry.offerExpiresAt) {
    return (
      <p>
        {t('Há lugar para si até {{date}} às {{time}}.', {
          date: formatDate(entry.offerExpiresAt),
          time: formatTime(entry.offerExpiresAt),
        })}{' '}
        <Link href="/reservas">{t('Pague em Minhas Reservas para confirmar.')}</Link>
      </p>
    );
  }
  if (entry.status === 'held') return <p>{t('Libertou-se um lugar para si: a oferta está a ser preparada.')}</p>;
  return <p>{t('Está na lista de espera: {{position}}.º lugar.', { position: entry.position ?? 1 })}</p>;
}

/** @example <WaitlistButton listing={{ kind: 'ride', rideId, seats: 1 }} signedIn loginHref="/login?next=/rides/1" /> */
export function WaitlistButton({ listing, signedIn, loginHref }: WaitlistButtonProps) {
  const { t } = useTranslation();
  const entries = useActiveWaitlists(Boolean(signedIn));
  const entry = entryFor(entries.data, listing);
  const join = useAction(() => joinWaitlist(listing), {
    failure: { description: t('Não foi possível entrar na lista de espera. Tente novamente.') },
  });
  const leave = useAction((id: string) => leaveWaitlist(id), {
    failure: { description: t('Não foi possível sair da lista de espera. Tente novamente.') },
  });

  if (!signedIn) {
    return (
      <Button as={Link} href={loginHref} fullWidth data-waitlist-join>
        {t('Entrar na lista de espera')}
      </Button>
    );
  }
  return (
    <Box data-waitlist>
      <div role="status" aria-live="polite" data-waitlist-status>{entry ? <StatusText entry={entry} /> : null}</div>
      {entry ? (
        <Button
          variant="outline"
          fullWidth
          loading={leave.isMutating}
          onClick={() => void leave.trigger(entry.id)}
          data-waitlist-leave
        >
          {entry.status === 'offered' ? t('Recusar a oferta') : t('Sair da lista de espera')}
        </Button>
      ) : (
        <Button fullWidth loading={join.isMutating || entries.isLoading} onClick={() => void join.trigger()} data-waitlist-join>
          {t('Entrar na lista de espera')}
        </Button>
      )}
    </Box>
  );
}
