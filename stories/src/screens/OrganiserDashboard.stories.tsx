/**
 * @module Screens for designers (issue 34): the event organiser's dashboard (/organizadores, issue 5) as
 * apps/partner-portal/src/app/areas.tsx's OrganiserArea renders it for a signed-in organiser: the four figures summed
 * from her events (active events, tickets sold, ticket revenue, admissions) and the next events with their sales.
 * The answers are the demo organiser's (partner-fixtures.ts: the craft fair today, the Festival de Música do Tofo,
 * last month's concert, a draft), served without a network (recorded-api.tsx). At 360 and 1280 px, in Portuguese and
 * in English. The check-in is in Ecrãs/Check-in.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FixedSession } from '@turismo/app-core/session';
import { OrganiserDashboardPage } from '../../../apps/partner-portal/src/features/events/components/OrganiserPages.tsx';
import { MY_EVENTS, ORGANISER, ORGANISER_TOTALS, organiserAnswers } from './partner-fixtures.ts';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { shown, statFigure } from './screen-queries.ts';
import { EN_PHONE, inEnglishOnDesktop, NO_CONTROL, onDesktop, screenMeta } from './screen-story.ts';

/** /organizadores as OrganiserArea renders it (the area's gate passed: a verified organiser). */
function OrganiserScreen({ answers }: { answers: readonly Answer[] }) {
  return (
    <FixedSession session={ORGANISER}>
      <Screen path="/organizadores" answers={answers}>
        <OrganiserDashboardPage />
      </Screen>
    </FixedSession>
  );
}

const meta = {
  title: 'Ecrãs/Área de organizadores',
  component: OrganiserScreen,
  tags: ['!autodocs'],
  ...screenMeta('partner-portal'),
  args: { answers: organiserAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof OrganiserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The figures over her active and past events (2 active, 356 tickets, their revenue, 86 admissions) and the next
 * events, today's fair first; the draft is not among them.
 */
export const Telefone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard do Organizador' })).toBeVisible();
    const next = await canvas.findAllByRole('article');
    await expect(next.map((card) => card.getAttribute('aria-label'))).toEqual(MY_EVENTS.active.map((e) => e.title));
    await expect(statFigure(canvasElement, 'Eventos ativos')).toBe(String(ORGANISER_TOTALS.active));
    await expect(statFigure(canvasElement, 'Bilhetes vendidos')).toBe(String(ORGANISER_TOTALS.tickets));
    await expect(statFigure(canvasElement, 'Receita de bilhetes')).toBe(shown(ORGANISER_TOTALS.revenueCents));
    await expect(statFigure(canvasElement, 'Entradas registadas')).toBe(String(ORGANISER_TOTALS.checkedIn));
    const fair = within(next[0]!);
    await expect(fair.getByText('Próximo')).toBeVisible();
    await expect(fair.getByText('64/150 bilhetes na plataforma')).toBeVisible();
    await expect(fair.getByText('12 entradas')).toBeVisible();
    await expect(canvas.queryByText('Oficina de Capulana')).toBeNull();
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organiser dashboard' })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(MY_EVENTS.active.length);
    await expect(statFigure(canvasElement, 'Tickets sold')).toBe(String(ORGANISER_TOTALS.tickets));
    await expect(statFigure(canvasElement, 'Ticket revenue')).toBe(shown(ORGANISER_TOTALS.revenueCents));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
  },
};

/** In English on a 1280 px screen. */
export const EmInglesDesktop: Story = { ...inEnglishOnDesktop(EmInglesTelefone), name: 'Em inglês, desktop' };

/** An organiser without events yet: zeros, 'Sem eventos' and the way to Os Meus Eventos. */
export const SemEventos: Story = {
  name: 'Sem eventos',
  args: { answers: organiserAnswers({ events: { active: [], past: [], drafts: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sem eventos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Os Meus Eventos' })).toHaveAttribute('href', '/organizadores/eventos');
    await expect(statFigure(canvasElement, 'Eventos ativos')).toBe('0');
    await expect(statFigure(canvasElement, 'Receita de bilhetes')).toBe(shown(0));
  },
};

/** While her events load: the figures' placeholders. */
export const ACarregar: Story = {
  args: { answers: organiserAnswers({ events: LOADING }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard do Organizador' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-stat-label]')).toHaveLength(4);
  },
};
