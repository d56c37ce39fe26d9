import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import type {
  LoyaltyHistoryEntry,
  LoyaltyHistoryPage,
  LoyaltyProgram,
  LoyaltyRedemption,
  LoyaltyReward,
} from '../api/loyalty.ts';
import { LoyaltyPage } from './LoyaltyPage.tsx';

// The traveller's Portuguese plural forms ('850 pontos', '1 ponto'), as main.tsx registers them.
afterEach(async () => {
  await changeLanguage('pt-MZ');
});
import { LoyaltySummary } from './LoyaltySummary.tsx';

const TIERS: LoyaltyProgram['tiers'] = [
  { level: 'bronze', minPoints: 0, maxPoints: 999, multiplier: 1 },
  { level: 'silver', minPoints: 1000, maxPoints: 2999, multiplier: 1.2 },
  { level: 'gold', minPoints: 3000, maxPoints: 6999, multiplier: 1.5 },
  { level: 'platinum', minPoints: 7000, maxPoints: null, multiplier: 2 },
];

const api = vi.hoisted(() => ({
  program: undefined as unknown,
  rewards: [] as unknown[],
  history: undefined as unknown,
  redemptions: [] as unknown[],
  redeemReward: vi.fn(async (_id: string, _key: string) => ({})),
}));
vi.mock('../api/loyalty.ts', () => ({
  useLoyaltyProgram: () => ({ data: api.program, error: undefined, isLoading: false, mutate: vi.fn() }),
  useLoyaltyRewards: () => ({ data: api.rewards, error: undefined, isLoading: false }),
  useLoyaltyHistory: () => ({ data: api.history, error: undefined, isLoading: false }),
  useLoyaltyRedemptions: () => ({ data: api.redemptions }),
  redeemReward: api.redeemReward,
}));

const program = (over: Partial<LoyaltyProgram> = {}): LoyaltyProgram => ({
  id: crypto.randomUUID(),
  userId: 'u1',
  totalPoints: 1250,
  currentPoints: 850,
  membershipLevel: 'silver',
  multiplier: 1.2,
  nextLevel: 'gold',
  nextLevelPoints: 3000,
  pointsToNextLevel: 1750,
  progressPercent: 12,
  joinedAt: '2026-01-12T09:00:00.000Z',
  lastActivityAt: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  tiers: TIERS,
  ...over,
});
const reward = (over: Partial<LoyaltyReward>): LoyaltyReward => ({
  id: crypto.randomUUID(),
  code: 'x',
  kind: 'stay_discount',
  title: 'Desconto de 10% em alojamento',
  description: '10% de desconto numa reserva de alojamento.',
  costPoints: 500,
  minLevel: 'bronze',
  discountBps: 1000,
  maxKm: null,
  redeemable: true,
  ...over,
});
const entry = (over: Partial<LoyaltyHistoryEntry>): LoyaltyHistoryEntry => ({
  id: crypto.randomUUID(),
  userId: 'u1',
  loyaltyId: 'l1',
  actionType: 'earned',
  pointsAmount: 100,
  reason: 'ride_completed',
  relatedId: null,
  description: 'Maputo → Xai-Xai, 23/11/2026 06:30',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});
const historyPage = (data: LoyaltyHistoryEntry[]): LoyaltyHistoryPage => ({ data, page: 1, pageSize: 20, total: data.length });

describe('LoyaltyPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.program = program();
    api.rewards = [
      reward({ id: 'r1' }),
      reward({ id: 'r2', title: 'Upgrade de quarto premium', costPoints: 1200, minLevel: 'gold', redeemable: false }),
      reward({ id: 'r3', title: 'Bilhete de evento grátis', costPoints: 1000, minLevel: 'silver', redeemable: false }),
    ];
    api.history = historyPage([
      entry({ actionType: 'redeemed', pointsAmount: -500, reason: 'reward_redeemed', description: 'Desconto de 10% em alojamento' }),
      entry({}),
    ]);
    api.redemptions = [];
  });

  it('shows the level, member since, points and progress from the API', () => {
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    expect(screen.getByRole('heading', { level: 1, name: 'Programa Fidelidade' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nível Prata' })).toBeTruthy();
    expect(screen.getByText('Membro desde 12/01/2026')).toBeTruthy();
    expect(screen.getByText('Pontos disponíveis').nextElementSibling?.textContent).toBe('850 pontos');
    expect(screen.getByText('Pontos acumulados').nextElementSibling?.textContent).toMatch(/^1.?250 pontos$/);
    const bar = screen.getByRole('progressbar', { name: 'Progresso para Ouro' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByText(/Faltam 1.?750 pontos para o nível Ouro\./)).toBeTruthy();
    const recent = screen.getByRole('list', { name: 'Histórico de pontos' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(within(recent).getByText('−500')).toBeTruthy();
    expect(within(recent).getByText('+100')).toBeTruthy();
  });

  it('shows the programme in English, with English numbers and plurals (issue 14)', async () => {
    await changeLanguage('en');
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    expect(screen.getByRole('heading', { level: 1, name: 'Loyalty Programme' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Silver level' })).toBeTruthy();
    expect(screen.getByText('Member since 12/01/2026')).toBeTruthy();
    expect(screen.getByText('Available points').nextElementSibling?.textContent).toBe('850 points');
    expect(screen.getByText('Accumulated points').nextElementSibling?.textContent).toBe('1,250 points');
    expect(screen.getByText('1,750 points to go to the Gold level.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeTruthy();
  });

  it('asks for confirmation, then redeems with an idempotency key and the spec toast; unreachable ones say why', async () => {
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    const list = screen.getByRole('list', { name: 'Recompensas' });
    expect(within(list).getByText('Requer o nível Ouro')).toBeTruthy();
    expect(within(list).getByText('Faltam 150 pontos')).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Resgatar Upgrade de quarto premium/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(list).getByRole('button', { name: /Resgatar Desconto de 10% em alojamento/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resgatar recompensa' });
    expect(within(dialog).getByText(/Os pontos resgatados não são reembolsáveis/)).toBeTruthy();
    expect(api.redeemReward).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, resgatar' }));
    await waitFor(() => expect(api.redeemReward).toHaveBeenCalledTimes(1));
    expect(api.redeemReward.mock.calls[0]![0]).toBe('r1');
    expect(api.redeemReward.mock.calls[0]![1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Recompensa Resgatada!')).toBeTruthy();
    expect(screen.getByText('A recompensa foi adicionada à sua conta.')).toBeTruthy();
  });

  it("shows the server's message when a redemption is refused", async () => {
    api.redeemReward.mockRejectedValueOnce(
      new ApiError(409, 'INSUFFICIENT_POINTS', 'Não tem pontos suficientes para resgatar esta recompensa.'),
    );
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    fireEvent.click(screen.getByRole('button', { name: /Resgatar Desconto de 10% em alojamento/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, resgatar' }));
    expect(await screen.findByText('Não tem pontos suficientes para resgatar esta recompensa.')).toBeTruthy();
  });

  it('lists redeemed rewards with their validity date', () => {
    const redeemed: LoyaltyRedemption = {
      id: 'd1',
      reward: { ...reward({}), redeemable: undefined } as unknown as LoyaltyRedemption['reward'],
      pointsSpent: 500,
      redeemedAt: '2026-11-20T09:00:00.000Z',
      validUntil: '2026-12-20T09:00:00.000Z',
      revokedAt: null,
      usedBookingId: null,
      usable: true,
      currentPoints: 350,
    };
    api.redemptions = [redeemed];
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    const section = screen.getByRole('region', { name: 'As minhas recompensas' });
    expect(within(section).getByText('válido até 20/12/2026')).toBeTruthy();
    expect(within(section).getByText(/Resgatada em 20\/11\/2026 por 500 pontos/)).toBeTruthy();
  });

  it('shows a reward taken back by a cancelled booking as cancelled, not valid', () => {
    const revoked: LoyaltyRedemption = {
      id: 'd2',
      reward: { ...reward({}), redeemable: undefined } as unknown as LoyaltyRedemption['reward'],
      pointsSpent: 500,
      redeemedAt: '2026-11-20T09:00:00.000Z',
      validUntil: '2026-12-20T09:00:00.000Z',
      revokedAt: '2026-11-22T09:00:00.000Z',
      usedBookingId: null,
      usable: false,
      currentPoints: 350,
    };
    api.redemptions = [revoked];
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    const section = screen.getByRole('region', { name: 'As minhas recompensas' });
    expect(within(section).getByText('anulada em 22/11/2026')).toBeTruthy();
    expect(within(section).queryByText(/válido até/)).toBeNull();
  });

  it('shows the tier cards with multipliers, marking the current level, and the rules', () => {
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    fireEvent.click(screen.getByRole('tab', { name: 'Recompensas' }));
    const current = screen.getByText('O seu nível').closest('li')!;
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).getByText('Prata')).toBeTruthy();
    expect(within(current).getByText('Pontos ×1,2')).toBeTruthy();
    expect(screen.getByText(/^7.?000\+ pontos$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Regras' }));
    expect(screen.getByText('Multiplicadores por nível: ×1,2 Prata, ×1,5 Ouro, ×2,0 Platina.')).toBeTruthy();
    expect(
      screen.getByText('Recompensas válidas por 30 dias após o resgate; os pontos resgatados não são reembolsáveis.'),
    ).toBeTruthy();
  });

  it('shows the full history in the Histórico tab, with an empty state for a new member', () => {
    api.history = historyPage([]);
    renderWithApp(<LoyaltyPage />, { path: '/fidelidade' });
    fireEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(screen.getByText('Ainda sem pontos')).toBeTruthy();
  });
});

describe('LoyaltySummary', () => {
  it('shows the live level and points and links to /fidelidade', () => {
    api.program = program({ membershipLevel: 'platinum', multiplier: 2, nextLevel: null, nextLevelPoints: null, pointsToNextLevel: null, progressPercent: 100, totalPoints: 7100, currentPoints: 7100 });
    renderWithApp(<LoyaltySummary />, { path: '/perfil' });
    expect(screen.getByText('Nível Platina · ×2,0')).toBeTruthy();
    expect(screen.getByText('Atingiu o nível máximo: Platina.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Nível máximo atingido' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('link', { name: 'Ver o programa de fidelidade' }).getAttribute('href')).toBe('/fidelidade');
  });
});
