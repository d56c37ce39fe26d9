import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DataList, type DataListProps } from './DataList';

type Person = { id: string; name: string; email: string; joined: string; bookings: number; status: 'active' | 'suspended' };

const PEOPLE: Person[] = [
  { id: 'u1', name: 'Ana Macuácua', email: 'ana@exemplo.co.mz', joined: '12/03/2026', bookings: 4, status: 'active' },
  { id: 'u2', name: 'Carlos Nhantumbo', email: 'carlos@exemplo.co.mz', joined: '02/05/2026', bookings: 0, status: 'suspended' },
  { id: 'u3', name: 'Fátima Sitoe', email: 'fatima@exemplo.co.mz', joined: '20/07/2026', bookings: 11, status: 'active' },
];

const onSuspend = fn();
const onRetry = fn();

const base: DataListProps<Person> = {
  label: 'Utilizadores',
  items: PEOPLE,
  getKey: (p) => p.id,
  title: (p) => p.name,
  rowName: (p) => p.name,
  aside: (p) => <Badge tone={p.status === 'active' ? 'success' : 'danger'}>{p.status === 'active' ? 'Ativo' : 'Suspenso'}</Badge>,
  meta: (p) => <p>{p.email}</p>,
  columns: [
    { id: 'joined', label: 'Membro desde', value: (p) => p.joined },
    { id: 'bookings', label: 'Reservas', value: (p) => p.bookings },
  ],
  actions: (p) =>
    p.status === 'active'
      ? [{ label: 'Suspender', accessibleLabel: `Suspender ${p.name}`, variant: 'destructive', onSelect: () => onSuspend(p.id) }]
      : [],
};

const meta = {
  title: 'Componentes/DataList',
  component: DataList,
  args: base as DataListProps<unknown>,
} satisfies Meta<typeof DataList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of named rows; each action's name includes its row; Tab reaches it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Utilizadores' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const ana = within(list).getByRole('listitem', { name: 'Ana Macuácua' });
    await expect(within(ana).getByText('Membro desde')).toBeInTheDocument();
    await expect(within(ana).getByRole('group', { name: 'Ações para Ana Macuácua' })).toBeInTheDocument();
    await userEvent.tab();
    const suspend = canvas.getByRole('button', { name: 'Suspender Ana Macuácua' });
    await expect(suspend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSuspend).toHaveBeenCalledWith('u1');
    await expect(canvas.queryByRole('button', { name: 'Suspender Carlos Nhantumbo' })).not.toBeInTheDocument();
  },
};

/** One menu per row ('Ações para <row>'). */
export const ActionsInAMenu: Story = {
  args: { actionsAs: 'menu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Ações para Fátima Sitoe' });
    await userEvent.click(trigger);
    const item = await canvas.findByRole('menuitem', { name: 'Suspender Fátima Sitoe' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onSuspend).toHaveBeenCalledWith('u3');
  },
};

/** Loading keeps its height, so the page does not jump when the rows arrive. */
export const Loading: Story = {
  args: { items: undefined, loadingText: 'A carregar utilizadores' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A carregar utilizadores');
  },
};

export const Empty: Story = {
  args: { items: [], empty: { title: 'Nenhum utilizador encontrado', description: 'Altere a pesquisa ou os filtros.', icon: 'user' } },
};

/** The error with its retry. */
export const ErrorWithRetry: Story = {
  args: { error: new Error('500'), errorText: 'Erro ao carregar utilizadores', onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao carregar utilizadores')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

function Paged() {
  const [page, setPage] = useState(1);
  return (
    <DataList
      {...base}
      items={[PEOPLE[page - 1]!]}
      pagination={{ page, pageCount: PEOPLE.length, onPageChange: setPage, label: 'Paginação de utilizadores' }}
    />
  );
}

/** 'Anterior' / 'Página N de M' / 'Seguinte'. */
export const Paginated: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Paginação de utilizadores' });
    await expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument();
    await expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Seguinte' }));
    await expect(within(pager).getByText('Página 2 de 3')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Carlos Nhantumbo' })).toBeInTheDocument();
  },
};

/** A 360 px phone: each row a stacked card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  render: (args) => <DataList {...(args as DataListProps<Person>)} />,
};
