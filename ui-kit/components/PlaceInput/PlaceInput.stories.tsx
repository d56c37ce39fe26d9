import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlaceInput, type Place, type PlaceInputProps, type PlaceSuggestions } from './PlaceInput';

/** Story fixture only (the apps ask GET /api/places/suggestions). */
const fixture: Place[] = (
  [
    ['Maputo', 'city', null, 'Maputo Cidade', -25.9692, 32.5732],
    ['Matola', 'city', null, 'Maputo Província', -25.9622, 32.4589],
    ['Marracuene', 'city', null, 'Maputo Província', -25.7378, 32.675],
    ['Manhiça', 'city', null, 'Maputo Província', -25.4022, 32.8073],
    ['Boane', 'city', null, 'Maputo Província', -26.0453, 32.3269],
    ['Namaacha', 'city', null, 'Maputo Província', -25.9833, 32.0167],
    ['Ponta do Ouro', 'beach', null, 'Maputo Província', -26.8442, 32.8953],
    ['Catembe', 'neighborhood', 'Maputo', 'Maputo Cidade', -26.0, 32.55],
    ['Sommerschield', 'neighborhood', 'Maputo', 'Maputo Cidade', -25.955, 32.595],
    ['Polana', 'neighborhood', 'Maputo', 'Maputo Cidade', -25.965, 32.6],
    ['Costa do Sol', 'beach', 'Maputo', 'Maputo Cidade', -25.93, 32.63],
    ['Aeroporto Internacional de Maputo', 'transport_hub', 'Maputo', 'Maputo Cidade', -25.9208, 32.5726],
    ['Estação Central dos CFM', 'landmark', 'Maputo', 'Maputo Cidade', -25.9714, 32.5695],
    ['Fortaleza de Maputo', 'landmark', 'Maputo', 'Maputo Cidade', -25.9745, 32.5722],
    ['Mercado Central', 'landmark', 'Maputo', 'Maputo Cidade', -25.9697, 32.5727],
    ['Baixa', 'neighborhood', 'Maputo', 'Maputo Cidade', -25.97, 32.57],
    ['Malhangalene', 'neighborhood', 'Maputo', 'Maputo Cidade', -25.956, 32.581],
    ['Machava', 'neighborhood', 'Matola', 'Maputo Província', -25.918, 32.499],
    ['Inhambane', 'city', null, 'Inhambane', -23.865, 35.3833],
    ['Tofo', 'beach', 'Inhambane', 'Inhambane', -23.8511, 35.5472],
    ['Xai-Xai', 'city', null, 'Gaza', -25.0519, 33.6442],
    ['Gurué', 'city', null, 'Zambézia', -15.4667, 36.9833],
    ['Quelimane', 'city', null, 'Zambézia', -17.8786, 36.8883],
  ] as const
).map(([name, type, parentCity, province, lat, lng], i) => ({
  id: String(i + 1),
  name,
  type,
  parentCity,
  province,
  country: 'Moçambique',
  fullName: [name, parentCity, province].filter(Boolean).join(', '),
  lat,
  lng,
}));

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[-\s]+/g, ' ')
    .toLowerCase();

/** Accent-insensitive match on the full name; returns up to 20 so the component's cap of 15 shows. */
async function loadSuggestions(q: string): Promise<PlaceSuggestions> {
  const hits = fixture.filter((p) => fold(p.fullName).includes(fold(q)));
  return { data: hits.slice(0, 20), hasMore: hits.length > 20 };
}

function Controlled(props: Omit<PlaceInputProps, 'value' | 'onChange'> & { onChange?: (text: string) => void }) {
  const [value, setValue] = useState('');
  const [chosen, setChosen] = useState<Place | null>(null);
  return (
    <div style={{ maxWidth: 420, minHeight: 420 }}>
      <PlaceInput
        {...props}
        value={value}
        onChange={(text) => {
          setValue(text);
          props.onChange?.(text);
        }}
        onSelect={(place) => {
          setChosen(place);
          props.onSelect(place);
        }}
      />
      <p style={{ marginTop: 16 }}>{chosen ? `Escolhido: ${chosen.fullName}` : 'Nenhum local escolhido'}</p>
    </div>
  );
}

const meta = {
  title: 'Componentes/PlaceInput',
  component: PlaceInput,
  args: {
    label: 'Origem',
    placeholder: 'Cidade, bairro, praia...',
    value: '',
    onChange: fn(),
    onSelect: fn(),
    loadSuggestions: fn(loadSuggestions),
    debounceMs: 50,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PlaceInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, move with the arrows, choose with Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Origem' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, 'i');
    await new Promise((r) => setTimeout(r, 120));
    await expect(args.loadSuggestions).not.toHaveBeenCalled(); // one character is not enough

    await userEvent.type(input, 'nham');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    // In a real browser the keys come one by one: 'in' may be answered (10 places) before 'inham' (2) is asked.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    const options = within(listbox).getAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');

    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tofo' }));
    await expect(input).toHaveValue('Tofo');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Escolhido: Tofo, Inhambane, Inhambane')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { label: 'Destino', hint: 'Escreva pelo menos 2 letras', minChars: 2, maxResults: 15 },
};

/** More than 15 matches: 15 are shown, then 'Continue digitando para mais opções...'. */
export const MaxFifteenWithHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Origem' }), 'ma');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(15));
    await expect(canvas.getByText('Continue digitando para mais opções...')).toBeVisible();
  },
};

/** Accents and hyphens do not matter: 'xai xai' finds Xai-Xai, 'gurue' finds Gurué. Esc closes. */
export const AccentInsensitiveAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Origem' });
    await userEvent.type(input, 'gurue');
    await expect(await canvas.findByRole('option', { name: /Gurué/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('gurue');
    await expect(canvas.queryByText('Continue digitando para mais opções...')).not.toBeInTheDocument();
  },
};

/** A click on an option chooses it; a click outside closes the list. */
export const MouseAndOutsideClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Origem' });
    await userEvent.type(input, 'xai xai');
    await userEvent.click(await canvas.findByRole('option', { name: /Xai-Xai/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Xai-Xai' }));

    await userEvent.clear(input);
    await userEvent.type(input, 'polana');
    await canvas.findByRole('option', { name: /Polana/ });
    await userEvent.click(canvas.getByText(/Escolhido/));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithError: Story = {
  args: { label: 'Destino', error: 'Por favor, preencha origem, destino e data.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Destino' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Por favor, preencha origem, destino e data.');
  },
};
