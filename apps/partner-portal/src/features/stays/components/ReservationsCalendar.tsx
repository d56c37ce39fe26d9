/**
 * @module The calendar view of the lodging area's reservations (issue 15): a month where each night lists the guests
 * staying (pending or confirmed stays), arrivals marked, so the manager sees the house at a glance; the list view
 * beside it keeps the actions.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { todayInMaputo } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import type { Reservation } from '../api/lodging.ts';
import { MonthGrid, monthOf, shiftMonth } from '../../../lib/calendar/MonthGrid.tsx';

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1px;
  padding: 2px 3px;
  overflow: hidden;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li[data-arrival='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Nav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

/** The stays occupying the night of `date`: open (pending or confirmed) and check-in <= date < check-out. */
export function staysOnNight(list: readonly Reservation[], date: string): Reservation[] {
  return list.filter((r) =>
    (r.status === 'pending' || r.status === 'confirmed') && r.checkIn <= date && date < r.checkOut
  );
}

export function ReservationsCalendar({ reservations }: { reservations: readonly Reservation[] }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(monthOf(todayInMaputo()).first);
  return (
    <div>
      <Nav>
        <Button size="sm" variant="outline" onClick={() => setMonth(shiftMonth(month, -1))}>{t('Mês anterior')}</Button>
        <Button size="sm" variant="outline" onClick={() => setMonth(shiftMonth(month, 1))}>{t('Mês seguinte')}</Button>
      </Nav>
      <MonthGrid month={month} caption={t('Reservas')} renderDay={(date) => {
        const stays = staysOnNight(reservations, date);
        const label = stays.length === 0
          ? t('sem hóspedes')
          : stays.map((r) => (r.checkIn === date
            ? t('{{guest}} ({{room}}, chega)', { guest: r.guestName, room: r.roomTypeName })
            : t('{{guest}} ({{room}})', { guest: r.guestName, room: r.roomTypeName }))).join('; ');
        return (
          <Cell aria-label={`${Number(date.slice(8))}: ${label}`} data-date={date}>
            <span aria-hidden="true">{Number(date.slice(8))}</span>
            {stays.length ? (
              <ul aria-hidden="true">
                {stays.slice(0, 2).map((r) => (
                  <li key={r.id} data-arrival={r.checkIn === date}>{r.guestName.split(' ')[0]}</li>
                ))}
                {stays.length > 2 ? <li>+{stays.length - 2}</li> : null}
              </ul>
            ) : null}
          </Cell>
        );
      }} />
    </div>
  );
}
