import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontSizes, fontWeights, fonts, lineHeights } from '@turismo/ui-kit/theme';
import { Page, Section, Table } from './Swatches';

function Typography() {
  return (
    <Page>
      <h1>Tipografia</h1>
      <p>
        Fonte do sistema (sem downloads: rápida em redes móveis). O corpo de texto é 16 px e os campos nunca
        descem abaixo disso, para o telemóvel não ampliar a página ao tocar num campo.
      </p>
      <Section title="Escala">
        <Table>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Tamanho</th>
              <th scope="col">Exemplo</th>
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
                <td style={{ fontSize: fontSizes[k], lineHeight: lineHeights.snug }}>Eventos e Feiras em Inhambane</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title="Pesos">
        <Table>
          <tbody>
            {(Object.keys(fontWeights) as (keyof typeof fontWeights)[]).map((k) => (
              <tr key={k}>
                <td>
                  <code>{k}</code>
                </td>
                <td style={{ fontWeight: fontWeights[k] }}>Buscar Viagens</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title="Famílias">
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
