/**
 * @module Screens for designers (issue 10): the partner portal's driver area (/drivers, spec 2.15) as
 * apps/partner-portal/src/app/areas.tsx composes it: the dashboard with its stat cards, the active routes, the
 * passengers to review (the app core's review prompt, the host's side) and 'Oportunidades de Parceria' (the
 * partnerships feature); and Minhas Ofertas with its totals and tabs. The answers are the demo driver's
 * (driver-fixtures.ts), served without a network (recorded-api.tsx). 'O seu veículo' (the form and photos of the
 * signed-in driver's own car) needs the session's profile and is not shown here. The toolbar's 'Idioma' shows the
 * screens in English, with the partner portal's catalog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import { SessionProvider } from '@turismo/app-core/session';
import { PartnershipOpportunities } from '../../../apps/partner-portal/src/features/partnerships/components/PartnershipOpportunities.tsx';
import { DriverDashboardPage } from '../../../apps/partner-portal/src/features/rides/components/DriverDashboardPage.tsx';
import { OffersPage } from '../../../apps/partner-portal/src/features/rides/components/OffersPage.tsx';
import { driverAnswers } from './driver-fixtures.ts';
import { type Answer, Screen } from './recorded-api.tsx';
import { shown, statFigure } from './screen-queries.ts';
import { DESKTOP, EN_DESKTOP, EN_PHONE, NO_CONTROL, screenMeta } from './screen-story.ts';

type DriverScreenProps = { page: 'dashboard' | 'offers'; answers: readonly Answer[] };

/** The route's page as DriverArea renders it (the area's gate passed: a verified driver). */
function DriverScreen({ page, answers }: DriverScreenProps) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (page === 'offers') content = <OffersPage />;
  else {
    content = (
      <DriverDashboardPage
        partnerships={<PartnershipOpportunities />}
        reviews={<ReviewPrompt side="host" bookingType="ride" hint={t('Como foi o passageiro?')} />}
      />
    );
  }
  return (
    <SessionProvider>
      <Screen path={page === 'offers' ? '/drivers/offers' : '/drivers'} answers={answers}>
        {content}
      </Screen>
    </SessionProvider>
  );
}

const meta = {
  title: 'Ecrãs/Área do motorista',
  component: DriverScreen,
  tags: ['!autodocs'],
  ...screenMeta('partner-portal'),
  args: { page: 'dashboard', answers: driverAnswers() },
  argTypes: {
    page: { control: 'inline-radio', options: ['dashboard', 'offers'] },
    answers: NO_CONTROL,
  },
} satisfies Meta<typeof DriverScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /drivers: the five figures from the driver's own rides (4 active routes, 10 passengers, his earnings), his next
 * four routes with seats and revenue, the two trips of the last week whose passengers he can review, and the three
 * newest partnership posts.
 */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard do Motorista' })).toBeVisible();
    const routes = within(await canvas.findByRole('region', { name: 'Rotas Ativas' }));
    await expect(routes.getAllByRole('article').map((card) => card.getAttribute('aria-label')?.split(',')[0])).toEqual([
      'Maputo → Inhambane',
      'Maputo → Bilene',
      'Polana → Inhambane',
      'Maputo → Xai-Xai',
    ]);
    await expect(statFigure(canvasElement, 'Rotas ativas')).toBe('4');
    await expect(statFigure(canvasElement, 'Viagens')).toBe('2');
    await expect(statFigure(canvasElement, 'Passageiros')).toBe('10');
    await expect(statFigure(canvasElement, 'Ganhos totais')).toBe(shown(1_069_000));
    const review = within(await canvas.findByRole('region', { name: 'Por avaliar' }));
    await expect(review.getAllByRole('listitem')).toHaveLength(2);
    await expect(review.getAllByText(/^Como foi o passageiro\?/)).toHaveLength(2);
    const posts = within(await canvas.findByRole('list', { name: 'Propostas de parceria mais recentes' }));
    await expect(posts.getAllByRole('listitem')).toHaveLength(3);
    await expect(posts.getByText('Casa do Mar Tofo')).toBeVisible();
    await expect(posts.getByText('15% de comissão')).toBeVisible();
  },
};

/** A driver who has published nothing yet: zeros, 'Publicar Rota', and no partnership posts so far. */
export const NovoMotorista: Story = {
  args: { answers: driverAnswers({ rides: [], reviews: [], posts: [], receipts: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const routes = within(await canvas.findByRole('region', { name: 'Rotas Ativas' }));
    await expect(await routes.findByRole('link', { name: 'Publicar Rota' })).toHaveAttribute('href', '/drivers/publish');
    await expect(statFigure(canvasElement, 'Rotas ativas')).toBe('0');
    await expect(
      await canvas.findByText('Ainda não há propostas de parceria de alojamentos. Quando houver, aparecem aqui.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Por avaliar' })).toBeNull();
  },
};

/**
 * /drivers/offers: the totals, and the offers by tab: 'Ativas' with 'Gerir', 'Chat' and 'Cancelar', 'Pendentes'
 * (a seat held by a booking waiting for payment) and 'Concluídas' (completed and cancelled); then the receipts of
 * the passengers' payments and of the refund of the cancelled seat.
 */
export const MinhasOfertas: Story = {
  args: { page: 'offers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minhas Ofertas' })).toBeVisible();
    await expect(statFigure(canvasElement, 'Ofertas ativas')).toBe('4');
    await expect(statFigure(canvasElement, 'Pedidos pendentes')).toBe('1');
    const active = within(await canvas.findByRole('list', { name: 'Ativas' }));
    await expect(active.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(active.getAllByRole('button', { name: /^Cancelar oferta / })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pendentes' }));
    const pending = within(await canvas.findByRole('list', { name: 'Pendentes' }));
    await expect(pending.getByRole('heading', { level: 2, name: 'Maputo → Bilene' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Concluídas' }));
    const done = within(await canvas.findByRole('list', { name: 'Concluídas' }));
    await expect(done.getAllByText('Cancelada')).toHaveLength(1);
    await expect(done.getAllByText('Concluída')).toHaveLength(2);
    const receipts = within(canvas.getByRole('region', { name: 'Recibos' }));
    await expect(await receipts.findByText('000044 (reembolso)')).toBeVisible();
    await expect(receipts.getAllByRole('row')).toHaveLength(1 + 8);
  },
};

/** The dashboard in English ('Idioma': English), with the partner portal's own catalog. */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Driver dashboard' })).toBeVisible();
    await expect(statFigure(canvasElement, 'Total earnings')).toBe(shown(1_069_000));
    const routes = within(await canvas.findByRole('region', { name: 'Active routes' }));
    await expect(routes.getAllByRole('article')).toHaveLength(4);
    await expect(await canvas.findByText('15% commission')).toBeVisible();
  },
};

/** The driver's dashboard on a 1280 px screen (the same checks as 'Dashboard'). */
export const Desktop: Story = { ...Dashboard, globals: DESKTOP };

/** In English on a 1280 px screen (the same checks as 'Em inglês'). */
export const EmInglesDesktop: Story = {
  ...EmIngles,
  name: 'Em inglês, desktop',
  globals: EN_DESKTOP,
};
