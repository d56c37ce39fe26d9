import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontSizes, fontWeights, fonts, lineHeights } from '@turismo/ui-kit/theme';
import { Page, Section, Table, useCopy } from './Swatches';

function Typography() {
  const l = useCopy();
  const sample = l('Eventos e Feiras em Inhambane', 'Events and Fairs in Inhambane');
  return (
    <Page>
      <h1>{l('Tipografia', 'Typography')}</h1>
      <p>
        {l(
          'Fonte do sistema (sem downloads: rápida em redes móveis). O corpo de texto é 16 px e os campos nunca descem abaixo disso, para o telemóvel não ampliar a página ao tocar num campo.',
          'The system font (nothing to download: fast on mobile networks). Body text is 16 px and fields never go below it, so that a phone does not zoom the page when a field is tapped.',
        )}
      </p>
      <Section title={l('Escala', 'Scale')}>
        <Table>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">{l('Tamanho', 'Size')}</th>
              <th scope="col">{l('Exemplo', 'Example')}</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(fontSizes) as (keyof typeof fontSizes)[]).map((k) => (
              <tr key={k}>
                <td>
                  <code>{k}</code>
                </td>
                <td>
                  <code>{fontSizes[k]}</code>
                </td>
                <td style={{ fontSize: fontSizes[k], lineHeight: lineHeights.snug }}>{sample}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title={l('Pesos', 'Weights')}>
        <Table>
          <tbody>
            {(Object.keys(fontWeights) as (keyof typeof fontWeights)[]).map((k) => (
              <tr key={k}>
                <td>
                  <code>{k}</code>
                </td>
                <td style={{ fontWeight: fontWeights[k] }}>{l('Buscar Viagens', 'Search Rides')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title={l('Famílias', 'Families')}>
        <p>
          <code>fonts.body</code>: {fonts.body}
        </p>
      </Section>
    </Page>
  );
}

const meta = {
  title: 'Fundamentos/Tipografia',
  component: Typography,
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Eventos e Feiras em Inhambane')).toHaveLength(Object.keys(fontSizes).length);
  },
};

/** The same page in English ('Idioma': English). */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Typography' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Events and Fairs in Inhambane')).toHaveLength(Object.keys(fontSizes).length);
  },
};
