/**
 * @module Screens for designers (issue 34): the admin's users (/admin/users, spec 2.17, 3 'Admin user', 4) as
 * apps/admin/src/app/routes.tsx renders them behind the admin gate: the search and the type and status filters, one
 * card per user with the figures the API computes and the actions of the user's status (Aprovar and Rejeitar a
 * pending verification, Suspender, Reativar, Ver Detalhes), the pages. The dashboard's pending action 'Verificação
 * pendente' leads here: its driver, his documents and the reason asked before a rejection. The answers are the
 * demo's (users-fixtures.ts, the same 57 users as Ecrãs/Administração), served without a network
 * (recorded-api.tsx); approving, rejecting and suspending call the API, so the stories stop at the dialogs. At 360
 * and 1280 px, in Portuguese and in English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SessionProvider } from '@turismo/app-core/session';
import { UsersPage } from '../../../apps/admin/src/features/users/components/UsersPage.tsx';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { EN_PHONE, inEnglishOnDesktop, NO_CONTROL, onDesktop, screenMeta } from './screen-story.ts';
import { FIRST_PAGE, PAULO, TOMAS, TOMAS_DETAILS, usersAnswers } from './users-fixtures.ts';

/** /admin/users as the admin app's routes render it (the admin gate passed). */
function AdminUsersScreen({ answers }: { answers: readonly Answer[] }) {
  return (
    <SessionProvider>
      <Screen path="/admin/users" answers={answers}>
        <UsersPage />
      </Screen>
    </SessionProvider>
  );
}

const meta = {
  title: 'Ecrãs/Utilizadores (administração)',
  component: AdminUsersScreen,
  tags: ['!autodocs'],
  ...screenMeta('admin'),
  args: { answers: usersAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof AdminUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's cards, in order. */
const cards = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('list', { name: label })).getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === label);

/**
 * The first page of 57 users: the driver waiting for verification first ('Aprovar', 'Rejeitar'), then the newest
 * accounts; the suspended driver with his reason and 'Reativar'; 'Página 1 de 3'.
 */
export const Telefone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gestão de Utilizadores' })).toBeVisible();
    await expect(await canvas.findByText('57 utilizadores')).toBeVisible();
    const rows = cards(canvasElement, 'Utilizadores');
    await expect(rows).toHaveLength(FIRST_PAGE.items.length);
    const first = within(rows[0]!);
    await expect(first.getByText(TOMAS.name)).toBeVisible();
    await expect(first.getByText('Verificação pendente')).toBeVisible();
    await expect(first.getByRole('button', { name: `Aprovar ${TOMAS.name}` })).toBeEnabled();
    await expect(first.getByRole('button', { name: `Rejeitar ${TOMAS.name}` })).toBeEnabled();
    const suspended = within(rows.find((row) => within(row).queryByText(PAULO.name))!);
    await expect(suspended.getByText('Suspenso')).toBeVisible();
    await expect(suspended.getByText(`Motivo da suspensão: ${PAULO.suspensionReason}`)).toBeVisible();
    await expect(suspended.getByRole('button', { name: `Reativar ${PAULO.name}` })).toBeEnabled();
    await expect(suspended.queryByRole('button', { name: `Suspender ${PAULO.name}` })).toBeNull();
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
  },
};

/** The same page on a 1280 px screen. */
export const Desktop: Story = onDesktop(Telefone);

/** In English on a 360 px phone ('Idioma': English), with the admin app's catalog. */
export const EmInglesTelefone: Story = {
  name: 'Em inglês, telefone',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(await canvas.findByText('57 users')).toBeVisible();
    const first = within(cards(canvasElement, 'Users')[0]!);
    await expect(first.getByText('Verification pending')).toBeVisible();
    await expect(first.getByRole('button', { name: `Approve ${TOMAS.name}` })).toBeEnabled();
    await expect(canvas.getByText(`Suspension reason: ${PAULO.suspensionReason}`)).toBeVisible();
  },
};

/** In English on a 1280 px screen. */
export const EmInglesDesktop: Story = { ...inEnglishOnDesktop(EmInglesTelefone), name: 'Em inglês, desktop' };

/**
 * From the dashboard's pending action: 'Estado' set to 'Verificação pendente' leaves the driver; 'Ver Detalhes'
 * shows his licence and photos; 'Rejeitar' asks the reason, which he will read.
 */
export const VerificacaoPendente: Story = {
  name: 'Verificação pendente',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('57 utilizadores');
    await userEvent.selectOptions(canvas.getByLabelText('Estado'), 'pending_verification');
    await expect(await canvas.findByText('1 utilizador')).toBeVisible();
    await expect(cards(canvasElement, 'Utilizadores')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: `Ver Detalhes de ${TOMAS.name}` }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: TOMAS.name }));
    await expect(await dialog.findByRole('heading', { name: 'Verificação: Em análise' })).toBeInTheDocument();
    await expect(dialog.getByText('Carta de Condução')).toBeInTheDocument();
    await expect(dialog.getByText(TOMAS_DETAILS.verification!.documentNumber)).toBeInTheDocument();
    await expect(dialog.getByRole('img', { name: `Foto do documento de ${TOMAS.name}` })).toBeInTheDocument();
    await expect(dialog.getByText('Nenhuma reserva por realizar.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: `Rejeitar ${TOMAS.name}` }));
    const reason = within(await within(document.body).findByRole('dialog', { name: 'Rejeitar verificação' }));
    await waitFor(() =>
      expect(reason.getByText(`O motivo é mostrado a ${TOMAS.name}, que pode submeter novos documentos.`)).toBeVisible()
    );
  },
};

/** A search that finds nobody: 'Nenhum utilizador encontrado'. */
export const SemResultados: Story = {
  name: 'Sem resultados',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('57 utilizadores');
    await userEvent.type(canvas.getByLabelText('Pesquisar por nome ou email'), 'zacarias');
    await expect(await canvas.findByRole('heading', { name: 'Nenhum utilizador encontrado' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Utilizadores' })).toBeNull();
  },
};

/** While the list loads. */
export const ACarregar: Story = {
  args: { answers: usersAnswers({ list: LOADING }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A carregar utilizadores')).toBeInTheDocument();
    await expect(canvas.queryByText('57 utilizadores')).toBeNull();
  },
};
