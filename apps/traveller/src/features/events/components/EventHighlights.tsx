/**
 * @module Weekly highlights of the home page's events tab (spec 2.3): up to 6 real upcoming events of the next 7
 * days (Africa/Maputo), featured ones first, with a link to /eventos. Nothing is shown when there are none.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { formatDate, formatMZN, todayInMaputo } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { useEventSearch } from '../api/events.ts';
import { HighlightsGrid, HighlightsSection } from '@turismo/app-core/Highlights';

/** 'yyyy-MM-dd' plus `days`. */
function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function EventHighlights() {
  const { t } = useTranslation();
  const today = todayInMaputo();
  const { data } = useEventSearch({ startDate: today, endDate: plusDays(today, 7) });
  const [, navigate] = useLocation();
  if (!data?.length) return null;
  const events = [...data].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured)).slice(0, 6);
  return (
    <HighlightsSection aria-labelledby="event-highlights">
      <h2 id="event-highlights">{t('Destaques da semana')}</h2>
      <HighlightsGrid>
        {events.map((e) => (
          <li key={e.id}>
            <Card as="article" aria-label={e.title}>
              <Card.Body>
                <h3>
                  <Link href={`/events/${e.id}`}>{e.title}</Link>
                </h3>
                <p>
                  {formatDate(e.startDate)} · {e.startTime} · {e.address}
                </p>
                <p>{e.isPaid ? t('{{price}} por bilhete', { price: formatMZN(e.ticketPriceCents) }) : t('Gratuito')}</p>
              </Card.Body>
            </Card>
          </li>
        ))}
      </HighlightsGrid>
      <div>
        <Button variant="outline" onClick={() => navigate('/eventos')}>{t('Ver todos os eventos')}</Button>
      </div>
    </HighlightsSection>
  );
}
