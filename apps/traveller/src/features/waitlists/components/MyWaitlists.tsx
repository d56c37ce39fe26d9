/**
 * @module 'Listas de espera' in Minhas Reservas (issue 30, ADR 0054): the caller's places still in line or offered,
 * each with its listing, its place in line or its offer's deadline (the offer itself is the pending booking listed
 * below, paid like any), and 'Sair da lista de espera' / 'Recusar a oferta'. Nothing is shown without a place.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { leaveWaitlist, useActiveWaitlists } from '../api/waitlists.ts';
import { StatusText } from './WaitlistButton.tsx';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    justify-content: space-between;
  }

  li > div {
    min-width: 0;
    flex: 1 1 14rem;
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function MyWaitlists() {
  const { t } = useTranslation();
  // Minhas Reservas is behind the sign-in gate (BookingsScreen): someone is signed in.
  const { data } = useActiveWaitlists(true);
  const leave = useAction((id: string) => leaveWaitlist(id), {
    failure: { description: t('Não foi possível sair da lista de espera. Tente novamente.') },
  });
  if (!data?.length) return null;
  return (
    <Card as="section" aria-labelledby="listas-de-espera">
      <Card.Body>
        <h2 id="listas-de-espera">{t('Listas de espera')}</h2>
        <List>
          {data.map((entry) => (
            <li key={entry.id} data-waitlist-entry={entry.status}>
              <div>
                <Link href={entry.link}>{entry.title}</Link>
                <div aria-live="polite"><StatusText entry={entry} /></div>
              </div>
              <Button
                variant="outline"
                size="sm"
                loading={leave.pending === entry.id}
                onClick={() => void leave.trigger(entry.id)}
                aria-label={`${entry.status === 'offered' ? t('Recusar a oferta') : t('Sair da lista de espera')}: ${entry.title}`}
              >
                {entry.status === 'offered' ? t('Recusar a oferta') : t('Sair da lista de espera')}
              </Button>
            </li>
          ))}
        </List>
      </Card.Body>
    </Card>
  );
}
