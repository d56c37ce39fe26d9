/**
 * @module The review prompt (issue 11, ADR 0022): the caller's bookings whose 14-day review window is open (GET
 * /api/reviews/to-write) on one side, each with 'Avaliar' (or 'Editar avaliação' while the review is not published)
 * and the day the window closes. The traveller's side in /reservas; the host's side (drivers rating passengers,
 * managers rating guests) in the partner areas, `bookingType` choosing the area's bookings. Nothing is shown when
 * there is nothing to review.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '../format.ts';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { type Reviewable, useReviewsToWrite } from './reviews-api.ts';
import { ReviewDialog } from './ReviewDialog.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export type ReviewPromptProps = {
  /** Whose reviews: the traveller's (default) or the host's of their travellers. */
  side?: Reviewable['side'];
  /** Only bookings of this product (a partner area shows its own). */
  bookingType?: Reviewable['bookingType'];
  /** The hint under each booking while its review is unwritten. */
  hint?: string;
};

export function ReviewPrompt({ side = 'traveller', bookingType, hint }: ReviewPromptProps) {
  const { t } = useTranslation();
  const { data, mutate } = useReviewsToWrite();
  const [open, setOpen] = useState<Reviewable | null>(null);
  const items = (data ?? []).filter((r) => r.side === side && (!bookingType || r.bookingType === bookingType));
  if (!items.length) return null;
  return (
    <Card as="section" aria-labelledby="por-avaliar" style={{ marginBottom: '16px' }}>
      <Card.Body>
        <Title id="por-avaliar">{t('Por avaliar')}</Title>
        <List>
          {items.map((r) => (
            <li key={r.bookingId}>
              <p>
                {r.label}
                <small>
                  {t('{{status}} até {{date}}', {
                    status: r.myReview ? t('Avaliação por publicar · pode editar') : hint ?? t('Conte como correu'),
                    date: formatDate(r.closesAt),
                  })}
                </small>
              </p>
              <Button
                size="sm"
                variant={r.myReview ? 'outline' : 'primary'}
                aria-label={`${r.myReview ? t('Editar avaliação') : t('Avaliar')}: ${r.label}`}
                onClick={() => setOpen(r)}
              >
                {r.myReview ? t('Editar avaliação') : t('Avaliar')}
              </Button>
            </li>
          ))}
        </List>
      </Card.Body>
      {open ? (
        <ReviewDialog
          item={open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void mutate();
          }}
        />
      ) : null}
    </Card>
  );
}

