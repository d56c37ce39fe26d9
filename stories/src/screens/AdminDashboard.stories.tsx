/**
 * @module Screens for designers (issue 10): the admin dashboard (/admin, spec 2.17) as apps/admin/src/app/routes.tsx
 * composes it: the platform's figures, the pending actions (a bank transfer confirmed right there, the others with
 * 'Resolver'), the bank transfers to confirm (the bank-transfers feature), the newest bookings and the quick
 * actions. The answers are the demo's (admin-fixtures.ts), served without a network (recorded-api.tsx). The
 * toolbar's 'Idioma' shows it in English, with the admin app's catalog; the pending actions' texts are the API's,
 * which writes them in Portuguese only.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingTransfers } from '../../../apps/admin/src/features/bank-transfers/components/PendingTransfers.tsx';
import { AdminDashboardPage } from '../../../apps/admin/src/features/dashboard/components/AdminDashboardPage.tsx';
import { ADMIN_STATS, adminAnswers, PENDING_TRANSFERS } from './admin-fixtures.ts';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { named, shown, statFigure } from './screen-queries.ts';
import { DESKTOP, EN_DESKTOP, EN_PHONE, NO_CONTROL, screenMeta } from './screen-story.ts';

/** /admin as the admin app's routes render it (the session gate passed: an administrator). */
function AdminScreen({ answers }: { answers: readonly Answer[] }) {
  return (
    <Screen path="/admin" answers={answers}>
      <AdminDashboardPage transfers={<PendingTransfers />} />
    </Screen>
  );
}

const meta = {
  title: 'Ecrãs/Administração',
  component: AdminScreen,
  tags: ['!autodocs'],
  ...screenMeta('admin'),
  args: { answers: adminAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dashboard on a working day: eight figures, three pending actions (a verification, a card refund the issuer
 * refused, the demo traveller's bank transfer), that transfer with its proof, the eight newest bookings and the six
 * quick actions.
 */
export const Painel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Painel de Administração' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Reservas recentes' });
    await expect(statFigure(canvasElement, 'Utilizadores')).toBe('57');
    await expect(statFigure(canvasElement, 'Ações pendentes')).toBe('3');
    await expect(statFigure(canvasElement, 'Receita este mês')).toBe(shown(ADMIN_STATS.revenue.thisMonth.totalRevenue));
    const actions = within(canvas.getByRole('list', { name: 'Ações pendentes' }));
    await expect(actions.getAllByRole('listitem')).toHaveLength(ADMIN_STATS.pendingActions);
    await expect(actions.getByText('Reembolso falhado')).toBeVisible();
    await expect(actions.getAllByRole('link', { name: /^Resolver: / })).toHaveLength(2);
    const transfer = PENDING_TRANSFERS[0]!;
    await expect(
      actions.getByRole('button', { name: named(`Confirmar a transferência de ${shown(transfer.amountCents)}`) }),
    ).toBeEnabled();
    const transfers = within(canvas.getByRole('list', { name: 'Transferências bancárias por confirmar' }));
    await expect(transfers.getByText(transfer.reference!)).toBeVisible();
    await expect(transfers.getByRole('button', { name: 'Ver comprovativo (PDF)' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Reservas recentes' })).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText('Gerir Utilizadores').closest('a')).toHaveAttribute('href', '/admin/users');
  },
};

/** Nothing waiting: 'Nada pendente' and no transfer to confirm. */
export const NadaPendente: Story = {
  args: {
    answers: adminAnswers({
      stats: { ...ADMIN_STATS, users: { ...ADMIN_STATS.users, pendingVerifications: 0 }, pendingActions: 0 },
      actions: [],
      transfers: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nada pendente' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Nenhuma transferência por confirmar' })).toBeVisible();
    await expect(statFigure(canvasElement, 'Ações pendentes')).toBe('0');
  },
};

/** Before the API answers: the figures' placeholders and 'A carregar…'. */
export const ACarregar: Story = {
  args: { answers: adminAnswers({ stats: LOADING, actions: LOADING, recent: LOADING, transfers: LOADING }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[aria-busy="true"] [data-stat-label]')).toHaveLength(8);
    await expect(canvas.getAllByText('A carregar…')).toHaveLength(2);
  },
};

/** The figures could not be read: the page says so (and a toast), the rest of the dashboard still works. */
export const MetricasIndisponiveis: Story = {
  args: { answers: adminAnswers({ stats: new Error('HTTP 503') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar as métricas da plataforma.')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Ações pendentes' })).toBeVisible();
  },
};

/** The dashboard in English ('Idioma': English), with the admin app's catalog; the API's texts stay Portuguese. */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Administration Panel' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    const actions = within(await canvas.findByRole('list', { name: 'Pending actions' }));
    await expect(actions.getAllByText('high priority')).toHaveLength(2);
    await expect(statFigure(canvasElement, 'Revenue this month')).toBe(shown(ADMIN_STATS.revenue.thisMonth.totalRevenue));
  },
};

/** The admin's dashboard on a 1280 px screen (the same checks as 'Painel'). */
export const Desktop: Story = { ...Painel, globals: DESKTOP };

/** In English on a 1280 px screen (the same checks as 'Em inglês'). */
export const EmInglesDesktop: Story = {
  ...EmIngles,
  name: 'Em inglês, desktop',
  globals: EN_DESKTOP,
};
