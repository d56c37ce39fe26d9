import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { createApiKey, createWebhook, replayDelivery, revokeApiKey } from '../api/integrations.ts';
import { IntegrationsPage } from './IntegrationsPage.tsx';

const keys = [{
  id: 'k1', name: 'Gestor de canais', prefix: 'tmz_Q2x9fA1b', scopes: ['ride.manage'], createdAt: '2026-11-20T08:00:00Z',
  lastUsedAt: null, revokedAt: null,
}];
const hooks = [{
  id: 'w1', url: 'https://parceiro.co.mz/hooks', events: ['booking.created'], secret: 'whsec_abc',
  createdAt: '2026-11-20T08:00:00Z', disabledAt: null, deliveries: { pending: 0, succeeded: 1, failed: 1 },
}];
const deliveries = [{
  id: 'd1', eventType: 'booking.created', status: 'failed', attempts: 8, lastStatusCode: 500, lastError: 'HTTP 500',
  nextAttemptAt: null, createdAt: '2026-11-21T08:00:00Z', deliveredAt: null, payload: {},
}];

vi.mock('../api/integrations.ts', () => ({
  DELIVERIES_SHOWN: 10,
  useApiKeys: () => ({ data: keys, mutate: vi.fn() }),
  useWebhooks: () => ({ data: hooks, mutate: vi.fn() }),
  useDeliveries: () => ({ data: deliveries, mutate: vi.fn() }),
  createApiKey: vi.fn(async () => ({ apiKey: keys[0], secret: 'tmz_segredo-mostrado-uma-vez' })),
  revokeApiKey: vi.fn(async () => ({ ...keys[0], revokedAt: '2026-11-22T08:00:00Z' })),
  createWebhook: vi.fn(async () => hooks[0]),
  deleteWebhook: vi.fn(),
  replayDelivery: vi.fn(async () => ({ ...deliveries[0], status: 'pending' })),
}));

describe('IntegrationsPage', () => {
  afterEach(async () => {
    vi.clearAllMocks();
    await changeLanguage('pt-MZ');
  });

  it('lists the keys without their secret, creates one with the chosen permissions and shows it once', async () => {
    renderWithApp(<IntegrationsPage scopes={['ride.manage', 'earnings.view']} />, { path: '/drivers/integracoes' });
    const list = screen.getByRole('list', { name: 'Chaves de API' });
    expect(within(list).getByText('Gestor de canais')).toBeTruthy();
    expect(within(list).getByText('Nunca usada', { exact: false })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Nova chave de API' });
    fireEvent.click(within(form).getByRole('button', { name: 'Criar chave' }));
    expect(await within(form).findByText('Dê um nome à chave (1 a 80 caracteres).')).toBeTruthy();
    expect(within(form).getByText('Escolha pelo menos uma permissão da sua conta para a chave.')).toBeTruthy();
    expect(createApiKey).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(/Nome da chave/), { target: { value: 'Contabilidade' } });
    fireEvent.click(within(form).getByLabelText('Ver ganhos e pagamentos'));
    fireEvent.click(within(form).getByRole('button', { name: 'Criar chave' }));
    await waitFor(() => expect(createApiKey).toHaveBeenCalledWith({ name: 'Contabilidade', scopes: ['earnings.view'] }));
    expect((await screen.findByLabelText('A nova chave de API')).textContent).toBe('tmz_segredo-mostrado-uma-vez');

    fireEvent.click(screen.getByRole('button', { name: 'Revogar a chave Gestor de canais' }));
    await waitFor(() => expect(revokeApiKey).toHaveBeenCalled());
    expect(vi.mocked(revokeApiKey).mock.calls[0]?.[0]).toBe('k1');
  });

  it('shows the webhooks with their deliveries, registers one and replays a failed delivery', async () => {
    renderWithApp(<IntegrationsPage scopes={['ride.manage']} />, { path: '/drivers/integracoes' });
    const hooksList = screen.getByRole('list', { name: 'Webhooks' });
    expect(within(hooksList).getByText('https://parceiro.co.mz/hooks')).toBeTruthy();
    const log = within(hooksList).getByRole('list', { name: 'Últimas entregas' });
    expect(within(log).getByText('Falhou')).toBeTruthy();
    expect(within(log).getByText('HTTP 500', { exact: false })).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: /Reenviar a entrega/ }));
    await waitFor(() => expect(replayDelivery).toHaveBeenCalledWith('w1', 'd1'));

    const form = screen.getByRole('form', { name: 'Novo webhook' });
    fireEvent.change(within(form).getByLabelText(/Endereço \(URL\)/), { target: { value: 'https://parceiro.co.mz/novo' } });
    fireEvent.click(within(form).getByLabelText('Reserva paga'));
    fireEvent.click(within(form).getByRole('button', { name: 'Registar webhook' }));
    await waitFor(() =>
      expect(createWebhook).toHaveBeenCalledWith({ url: 'https://parceiro.co.mz/novo', events: ['booking.paid'] })
    );
  });

  it('is in English when the profile says so', async () => {
    await changeLanguage('en');
    renderWithApp(<IntegrationsPage scopes={['ride.manage']} />, { path: '/drivers/integracoes' });
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(screen.getByText('Never used', { exact: false })).toBeTruthy();
  });
});
