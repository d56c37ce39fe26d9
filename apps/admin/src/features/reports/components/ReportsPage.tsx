/**
 * @module /admin/reports: supervision of bookings and rides (spec 2.17, 7; DECISIONS.md 1). Two tabs, each a list
 * filtered and paginated on the server (GET /api/admin/bookings, GET /api/admin/rides): search, status, type, the
 * refund state and a date range (Africa/Maputo local dates). The filter can start from the address (?tab=rides,
 * ?refund=failed, ?status=...), which is how the dashboard's pending actions link here. 'Exportar CSV' downloads every
 * row of the current filter. The rows are the kit's DataList (one card per row, so it reads on a 360 px phone); the
 * tabs live in BookingsReport.tsx and RidesReport.tsx, their shared pieces in ReportParts.tsx.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Page } from '@turismo/app-core/Page';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { BookingsReport } from './BookingsReport.tsx';
import { RidesReport } from './RidesReport.tsx';

export function ReportsPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const initial = new URLSearchParams(search);
  const [tab, setTab] = useState(initial.get('tab') === 'rides' ? 'rides' : 'bookings');
  return (
    <Page
      width="xl"
      title={t('Relatórios')}
      description={t('Supervisão de reservas e viagens, com filtros e exportação. Os totais financeiros estão em Faturação.')}
    >
      <Tabs
        label={t('Relatório')}
        value={tab}
        onValueChange={setTab}
        fitted
        items={[
          { id: 'bookings', label: t('Reservas'), content: <BookingsReport initial={initial} /> },
          { id: 'rides', label: t('Viagens'), content: <RidesReport initial={initial} /> },
        ]}
      />
    </Page>
  );
}
