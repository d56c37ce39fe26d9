/** @module The organiser's dashboard (/organizadores, issue 5): figures of their events from the API and the next events. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMZN } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Stack } from '@turismo/ui-kit/Stack';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { Section } from '../../../lib/Section.tsx';
import { useMyEvents } from '../api/organiser-events.ts';
import { EventRow } from './EventRow.tsx';
import { Stats } from './organiser-layout.ts';

export function OrganiserDashboardPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useMyEvents();
  const all = data ? [...data.active, ...data.past] : [];
  const sum = (k: 'confirmedTickets' | 'revenueCents' | 'checkedIn') => all.reduce((n, e) => n + e[k], 0);
  return (
    <Page width="xl" title={t('Dashboard do Organizador')} description={t('Os seus eventos, vendas de bilhetes e entradas.')}>
      <Stats role="list" aria-label={t('Resumo do organizador')}>
        <StatCard role="listitem" label={t('Eventos ativos')} value={data?.active.length ?? '—'} loading={isLoading} icon="calendar" />
        <StatCard role="listitem" label={t('Bilhetes vendidos')} value={data ? sum('confirmedTickets') : '—'} loading={isLoading} icon="ticket" />
        <StatCard role="listitem" label={t('Receita de bilhetes')} value={data ? formatMZN(sum('revenueCents')) : '—'} loading={isLoading} icon="ticket" />
        <StatCard role="listitem" label={t('Entradas registadas')} value={data ? sum('checkedIn') : '—'} loading={isLoading} icon="check-circle" />
      </Stats>
      <Section title={t('Próximos Eventos')}>
        {isLoading ? <Skeleton variant="rect" height={120} /> : data?.active.length ? (
          <Stack>
            {data.active.slice(0, 5).map((e) => <EventRow key={e.id} event={e} />)}
          </Stack>
        ) : (
          <EmptyState
            headingLevel={3}
            icon="calendar"
            title={t('Sem eventos')}
            description={t('Os eventos que criar aparecem aqui, com os bilhetes vendidos.')}
            action={<Button as={Link} href="/organizadores/eventos">{t('Os Meus Eventos')}</Button>}
          />
        )}
      </Section>
    </Page>
  );
}
