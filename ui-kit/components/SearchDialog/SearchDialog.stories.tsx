import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField';
import { SearchDialog, type SearchDialogProps, type SearchStatus } from './SearchDialog';

const CITIES = ['Inhambane', 'Beira', 'Tete', 'Nampula', 'Pemba'];

/**
 * A search as an app screen runs it: 'Buscar' loads for a moment, then answers two of the matching cities at a time
 * ('Mostrar mais' adds the next two); 'Nenhum' finds nothing and 'Erro' fails.
 */
function Searching(props: Partial<SearchDialogProps>) {
  const [destination, setDestination] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [matches, setMatches] = useState<string[]>([]);
  const [shown, setShown] = useState(2);
  const search = () => {
    setStatus('loading');
    setTimeout(() => {
      if (destination === 'Erro') return setStatus('error');
      setMatches(destination === 'Nenhum' ? [] : CITIES);
      setShown(2);
      setStatus('done');
    }, 800);
  };
  const items = matches.slice(0, shown);
  return (
    <SearchDialog
      onOpenChange={fn()}
      title="Buscar Viagens"
      description="Encontre lugares em viagens entre cidades de Moçambique."
      formLabel="Critérios da viagem"
      fields={<TextField label="Destino" value={destination} onChange={(e) => setDestination(e.target.value)} />}
      onSubmit={search}
      status={status}
      count={items.length}
      loadingLabel="A procurar viagens..."
      emptyTitle="Nenhuma viagem encontrada para os critérios selecionados."
      errorDescription="Não foi possível buscar as viagens. Tente novamente."
      onRetry={search}
      resultsTitle={`${matches.length} viagens encontradas`}
      hasMore={items.length < matches.length}
      onLoadMore={() => setShown((n) => n + 2)}
      {...props}
    >
      <ul>
        {items.map((city) => <li key={city}>Maputo → {city}</li>)}
      </ul>
    </SearchDialog>
  );
}

const meta = {
  title: 'Componentes/SearchDialog',
  component: Searching,
  subcomponents: { SearchDialog },
  args: {},
} satisfies Meta<typeof Searching>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search, see the spinner, the results and 'Mostrar mais' until every match is shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'Buscar Viagens' })).toBeInTheDocument();
    const results = () => page.getByRole('region', { name: 'Resultados da busca' });
    await expect(within(results()).queryByRole('heading')).toBeNull();

    await userEvent.type(page.getByLabelText('Destino'), 'Inhambane');
    await userEvent.click(page.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => {
      expect(results()).toHaveAttribute('aria-busy', 'true');
      expect(within(results()).getByRole('status')).toHaveTextContent('A procurar viagens...');
    });

    await page.findByRole('heading', { level: 3, name: '5 viagens encontradas' });
    await expect(results()).toHaveAttribute('aria-busy', 'false');
    await expect(within(results()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(results()).getByRole('button', { name: 'Mostrar mais' }));
    await expect(within(results()).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(results()).getByRole('button', { name: 'Mostrar mais' }));
    await expect(within(results()).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(results()).queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
  },
};

/** Nothing matches: the empty state, and Enter in a field searches as 'Buscar' does. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(page.getByLabelText('Destino'), 'Nenhum{Enter}');
    await page.findByRole('heading', { level: 3, name: 'Nenhuma viagem encontrada para os critérios selecionados.' });
    await expect(page.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
  },
};

/** The search fails: 'Erro na busca' with 'Tentar novamente', which searches again. */
export const Failed: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(page.getByLabelText('Destino'), 'Erro');
    await userEvent.click(page.getByRole('button', { name: 'Buscar' }));
    await page.findByRole('heading', { level: 3, name: 'Erro na busca' });
    await expect(page.getByText('Não foi possível buscar as viagens. Tente novamente.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The caller's footer actions come before 'Fechar', which closes the dialog. */
export const WithActions: Story = {
  args: { onOpenChange: fn(), actions: <button type="button">Mais filtros</button> },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Buscar Viagens' });
    const buttons = within(dialog).getAllByRole('button').map((b) => b.textContent);
    await expect(buttons.indexOf('Mais filtros')).toBeLessThan(buttons.indexOf('Fechar'));
    await userEvent.click(within(dialog).getByText('Fechar'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
