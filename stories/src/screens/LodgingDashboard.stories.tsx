/**
 * @module Screens for designers (issue 34): the accommodation manager's dashboard (/hotels, spec 2.16) as
 * apps/partner-portal/src/app/areas.tsx's LodgingArea composes it for a signed-in manager: the four figures of the
 * establishment, the tabs Dashboard (the editable profile, its photos and counters), Alojamentos, Parcerias (the post
 * for drivers with the interested driver and 'Conversar'), Eventos (the organisers' events panel) and Avaliações.
 * The answers are Casa do Mar Tofo's (partner-fixtures.ts, the same establishment as Ecrãs/Alojamento), served
 * without a network (recorded-api.tsx). At 360 and 1280 px, in Portuguese and in English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { FixedSession } from '@turismo/app-core/session';
import { ProviderChat } from '../../../apps/partner-portal/src/features/chat/components/ProviderChat.tsx';
import { OrganiserEventsPanel } from '../../../apps/partner-portal/src/features/events/components/OrganiserPages.tsx';
import { LodgingDashboardPage } from '../../../apps/partner-portal/src/features/stays/components/LodgingDashboardPage.tsx';
import { HOTEL_POSTS, HOTEL_STATS, lodgingAnswers, MANAGER } from './partner-fixtures.ts';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { shown, statFigure } from './screen-queries.ts';
import { EN_PHONE, inEnglishOnDesktop, NO_CONTROL, onDesktop, screenMeta } from './screen-story.ts';

/** /hotels as LodgingArea renders it (the area's gate passed: a verified accommodation manager). */
function LodgingScreen({ answers }: { answers: readonly Answer[] }) {
  const { t } = useTranslation();
  return (
    <FixedSession session={MANAGER}>
      <Screen path="/hotels" answers={answers}>
        <LodgingDashboardPage
          eventsSlot={<OrganiserEventsPanel label={t('Eventos do alojamento')} />}
          chatSlot={(roomId) => <ProviderChat key={roomId} providerType="hotel" initialRoomId={roomId} />}
        />
      </Screen>
    </FixedSession>
  );
}

const meta = {
  title: 'Ecrãs/Área de alojamentos',
  component: LodgingScreen,
  tags: ['!autodocs'],
  ...screenMeta('partner-portal'),
  args: { answers: lodgingAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof LodgingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /hotels: 'Gestão de Alojamentos' for Casa do Mar Tofo, its figures from the API (3 of 5 rooms free tonight, 9
 * bookings, 40 % of this month's nights, this month's revenue), the profile form filled with the establishment, and
 * in Parcerias the post for drivers with the demo driver interested in it.
 */
export const Telefone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gestão de Alojamentos' })).toBeVisible();
    await expect(await canvas.findByLabelText('Nome do estabelecimento', { exact: false })).toHaveValue('Casa do Mar Tofo');
    await expect(await canvas.findByRole('list', { name: 'Resumo do alojamento' })).toBeVisible();
    await expect(statFigure(canvasElement, 'Quartos disponíveis')).toBe(String(HOTEL_STATS.availableRooms));
    await expect(canvas.getByText(`De ${HOTEL_STATS.totalRooms}, esta noite`)).toBeVisible();
    await expect(statFigure(canvasElement, 'Total de reservas')).toBe(String(HOTEL_STATS.totalBookings));
    await expect(statFigure(canvasElement, 'Taxa de ocupação')).toBe('40 %');
    await expect(statFigure(canvasElement, 'Receita mensal (MT)')).toBe(shown(HOTEL_STATS.monthlyRevenueCents));
    await userEvent.click(canvas.getByRole('tab', { name: 'Parcerias' }));
    const post = HOTEL_POSTS[0]!;
    const drivers = within(await canvas.findByRole('list', { name: `Motoristas interessados em ${post.title}` }));
    await expect(drivers.getByText(/^Carlos Nhantumbo · /)).toBeVisible();
    await expect(drivers.getByRole('button', { name: 'Conversar com Carlos Nhantumbo' })).toBeEnabled();
    await expect(canvas.getByText('1 motorista interessado')).toBeVisible();
  },
};

/** The same dashboard on a 1280 px screen. */
export const Desktop: Story = onDesktop(Telefone);

/** In English on a 360 px phone ('Idioma': English), with the partner portal's catalog. */
export const EmInglesTelefone: Story = {
  name: 'Em inglês, telefone',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accommodation management' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Accommodation summary' });
    await expect(statFigure(canvasElement, 'Rooms available')).toBe(String(HOTEL_STATS.availableRooms));
    await expect(statFigure(canvasElement, 'Monthly revenue (MT)')).toBe(shown(HOTEL_STATS.monthlyRevenueCents));
    await userEvent.click(canvas.getByRole('tab', { name: 'Partnerships' }));
    await expect(await canvas.findByRole('button', { name: 'Chat with Carlos Nhantumbo' })).toBeEnabled();
  },
};

/** In English on a 1280 px screen. */
export const EmInglesDesktop: Story = { ...inEnglishOnDesktop(EmInglesTelefone), name: 'Em inglês, desktop' };

/** A manager who has no establishment yet: 'Ainda não configurou o seu hotel' and 'Configurar Hotel'. */
export const SemEstabelecimento: Story = {
  name: 'Sem estabelecimento',
  args: { answers: lodgingAnswers({ hotels: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ainda não configurou o seu hotel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Configurar Hotel' })).toBeEnabled();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The figures could not be read: each card says so ('—'), the rest of the dashboard works. */
export const NumerosIndisponiveis: Story = {
  name: 'Números indisponíveis',
  args: { answers: lodgingAnswers({ stats: new Error('HTTP 503') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Resumo do alojamento' });
    await expect(await canvas.findByRole('tab', { name: 'Parcerias' })).toBeVisible();
    await expect(statFigure(canvasElement, 'Quartos disponíveis')).not.toBe(String(HOTEL_STATS.availableRooms));
    await expect(canvas.queryByText(`De ${HOTEL_STATS.totalRooms}, esta noite`)).toBeNull();
  },
};

/** While the establishment loads: the page's placeholder under its title. */
export const ACarregar: Story = {
  args: { answers: lodgingAnswers({ hotels: LOADING }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gestão de Alojamentos' })).toBeVisible();
    await expect(canvas.getByText('O seu estabelecimento, quartos, parcerias e eventos.')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
