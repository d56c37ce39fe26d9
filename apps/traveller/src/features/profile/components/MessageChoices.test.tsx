import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { saveNotificationPreferences } from '../api/notification-preferences.ts';
import { MessageChoices } from './MessageChoices.tsx';

// GET /api/notifications/preferences: the topics come from the server; 'payouts' has no label here yet.
vi.mock('../api/notification-preferences.ts', async (original) => ({
  ...(await original<typeof import('../api/notification-preferences.ts')>()),
  useNotificationPreferences: () => ({
    data: {
      email: [
        { topic: 'bookings', enabled: true },
        { topic: 'reminders', enabled: false },
        { topic: 'payouts', enabled: true },
      ],
      sms: true,
    },
    mutate: vi.fn(),
  }),
  saveNotificationPreferences: vi.fn(async (change: unknown) => change),
}));

describe('MessageChoices', () => {
  it("lists the server's topics with their choice and saves a change at once", async () => {
    renderWithApp(<MessageChoices />);
    const bookings = screen.getByRole('checkbox', { name: 'Reservas confirmadas, canceladas ou expiradas' });
    expect((bookings as HTMLInputElement).checked).toBe(true);
    const reminders = screen.getByRole('checkbox', { name: /Lembrete na véspera/ });
    expect((reminders as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'payouts' })).toBeTruthy();
    fireEvent.click(bookings);
    await vi.waitFor(() => expect(saveNotificationPreferences).toHaveBeenCalledWith({ email: { bookings: false } }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^SMS/ }));
    await vi.waitFor(() => expect(saveNotificationPreferences).toHaveBeenCalledWith({ sms: false }));
  });
});
