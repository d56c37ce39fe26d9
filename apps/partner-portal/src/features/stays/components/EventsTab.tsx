/**
 * @module The lodging dashboard's Eventos tab (spec 2.16, issue 5): the organisers' events panel src/app passes in,
 * honest empty states without it.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { NoData } from '../../../lib/Honest.tsx';

export function EventsTab({ slot }: { slot?: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('ativos');
  // The events themselves (Ativos, Anteriores, Rascunhos, 'Criar Evento') belong to the organisers' feature;
  // src/app hands them in as `eventsSlot`. Without it, honest empty states.
  if (slot !== undefined) return <>{slot}</>;
  return (
    <Tabs
      label={t('Eventos do alojamento')}
      value={tab}
      onValueChange={setTab}
      items={[
        {
          id: 'ativos',
          label: t('Ativos'),
          content: <NoData icon="ticket" description={t('Os eventos que organizar no seu alojamento aparecem aqui.')} />,
        },
        {
          id: 'anteriores',
          label: t('Anteriores'),
          content: <NoData icon="calendar" description={t('Os eventos já realizados aparecem aqui.')} />,
        },
        {
          id: 'rascunhos',
          label: t('Rascunhos'),
          content: <NoData icon="info" description={t('Os eventos ainda não publicados aparecem aqui.')} />,
        },
      ]}
    />
  );
}
