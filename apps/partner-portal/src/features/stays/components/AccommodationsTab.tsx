/** @module The lodging dashboard's Alojamentos tab (spec 2.16): Publicadas, Reservas, Calendário and Condições. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@turismo/ui-kit/Tabs';
import type { Hotel } from '../api/lodging.ts';
import { ConditionsPanel } from './ConditionsPanel.tsx';
import { ReservationsPanel } from './ReservationsPanel.tsx';
import { RoomCalendarPanel } from './RoomCalendarPanel.tsx';
import { RoomTypesPanel } from './RoomTypesPanel.tsx';

export function AccommodationsTab({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('publicadas');
  return (
    <Tabs
      label={t('Alojamentos')}
      value={tab}
      onValueChange={setTab}
      items={[
        { id: 'publicadas', label: t('Publicadas'), content: <RoomTypesPanel hotel={hotel} onChanged={onChanged} /> },
        { id: 'reservas', label: t('Reservas'), content: <ReservationsPanel hotel={hotel} onChanged={onChanged} /> },
        { id: 'calendario', label: t('Calendário'), content: <RoomCalendarPanel key={hotel.id} hotel={hotel} /> },
        {
          id: 'condicoes',
          label: t('Condições'),
          content: <ConditionsPanel key={hotel.id} hotel={hotel} onChanged={onChanged} />,
        },
      ]}
    />
  );
}
