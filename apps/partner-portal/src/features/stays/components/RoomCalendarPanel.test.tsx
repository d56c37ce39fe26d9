import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayInMaputo } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { Hotel, Reservation } from '../api/lodging.ts';
import { type CalendarDay, changeRoomCalendar, useRoomCalendar } from '../api/calendar.ts';
import { RoomCalendarPanel } from './RoomCalendarPanel.tsx';
import { staysOnNight } from './ReservationsCalendar.tsx';
import { addDays, monthOf } from '../../../lib/calendar/MonthGrid.tsx';

vi.mock('../api/calendar.ts', () => ({
  useRoomCalendar: vi.fn(),
  changeRoomCalendar: vi.fn(),
  useCalendarSync: () => ({ data: undefined, mutate: vi.fn() }),
  addCalendarImport: vi.fn(),
  removeCalendarImport: vi.fn(),
}));

const hotel = {
  id: 'h1',
  name: 'Casa do Mar Tofo',
  roomTypes: [{ id: 'rt1', name: 'Quarto Duplo', isActive: true }],
} as unknown as Hotel;

function month(): CalendarDay[] {
  const { first, last } = monthOf(todayInMaputo());
  const days: CalendarDay[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    days.push({ date: d, totalRooms: 4, bookedRooms: 1, freeRooms: 3, blocked: false, rateCents: null,
      priceCents: 250000 });
  }
  days[1] = { ...days[1]!, blocked: true, freeRooms: 0 };
  days[2] = { ...days[2]!, rateCents: 400000, priceCents: 400000 };
  return days;
}

describe('RoomCalendarPanel', () => {
  it('shows each night from the API and blocks the chosen range', async () => {
    const mutate = vi.fn();
    vi.mocked(useRoomCalendar).mockReturnValue({
      data: { roomTypeId: 'rt1', pricePerNightCents: 250000, totalRooms: 4, minNights: 2, days: month() },
      error: undefined,
      isLoading: false,
      mutate,
    } as unknown as ReturnType<typeof useRoomCalendar>);
    vi.mocked(changeRoomCalendar).mockResolvedValue({} as Awaited<ReturnType<typeof changeRoomCalendar>>);
    renderWithApp(<RoomCalendarPanel hotel={hotel} />);
    const days = month();
    const blocked = screen.getByRole('button', { name: new RegExp(`bloqueada`) });
    expect(blocked.getAttribute('data-date')).toBe(days[1]!.date);
    expect(screen.getByRole('button', { name: /preço especial/ }).textContent).toContain('4000');
    expect(screen.getByText(/estadia mínima 2 noites/)).toBeTruthy();

    // A click on a night chooses it; 'Bloquear noites' sends that night.
    const target = days[5]!.date;
    fireEvent.click(document.querySelector(`button[data-date="${target}"]`)!);
    fireEvent.click(screen.getByRole('button', { name: 'Bloquear noites' }));
    await waitFor(() =>
      expect(vi.mocked(changeRoomCalendar)).toHaveBeenCalledWith('h1', 'rt1', { from: target, to: target, blocked: true })
    );
    expect(vi.mocked(useRoomCalendar)).toHaveBeenCalledWith('h1', 'rt1', monthOf(todayInMaputo()).first,
      monthOf(todayInMaputo()).last);
  }, 30_000);
});

describe('staysOnNight', () => {
  it('counts open stays from check-in to the night before check-out', () => {
    const r = (over: Partial<Reservation>) => ({ status: 'confirmed', checkIn: '2026-12-10', checkOut: '2026-12-12',
      ...over }) as Reservation;
    const list = [r({ id: 'a' }), r({ id: 'b', status: 'cancelled' }), r({ id: 'c', checkIn: '2026-12-12',
      checkOut: '2026-12-13' })];
    expect(staysOnNight(list, '2026-12-10').map((x) => x.id)).toEqual(['a']);
    expect(staysOnNight(list, '2026-12-11').map((x) => x.id)).toEqual(['a']);
    expect(staysOnNight(list, '2026-12-12').map((x) => x.id)).toEqual(['c']);
  });
});
