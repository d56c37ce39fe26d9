/** @module The admin dashboard's recent activity (spec 2.17): the newest bookings. */
import { useTranslation } from 'react-i18next';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_TONES, BOOKING_TYPE_LABELS } from '@turismo/app-core/booking-labels';
import { useRecentBookings } from '../api/dashboard.ts';
import { List } from './dashboard-layout.ts';

export function RecentActivity() {
  const { t } = useTranslation();
  const { data, error } = useRecentBookings();
  if (error) return <Alert tone="danger">{t('Não foi possível carregar a atividade recente.')}</Alert>;
  if (!data) return <p aria-busy="true">{t('A carregar…')}</p>;
  if (data.length === 0) {
    return <EmptyState headingLevel={3} icon="info" title={t('Sem atividade')} description={t('Ainda não há reservas.')} />;
  }
  return (
    <List aria-label={t('Reservas recentes')}>
      {data.map((b) => (
        <li key={b.id}>
          <span data-row>
            <Badge tone={BOOKING_STATUS_TONES[b.status]}>{t(BOOKING_STATUS_LABELS[b.status])}</Badge>
            <strong>{t(BOOKING_TYPE_LABELS[b.type])}: {b.title}</strong>
          </span>
          <p>{b.client.name} · {formatMZN(b.totalCents)}</p>
          <small>{formatDate(b.createdAt)} {formatTime(b.createdAt)}</small>
        </li>
      ))}
    </List>
  );
}
