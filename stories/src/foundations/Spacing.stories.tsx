import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints, colors, radii, shadows, space } from '@turismo/ui-kit/theme';
import { Page, Section, Table, useCopy } from './Swatches';

function Spacing() {
  const l = useCopy();
  return (
    <Page>
      <h1>{l('Espaçamento, raios, sombras e pontos de quebra', 'Spacing, radii, shadows and breakpoints')}</h1>
      {l(
        <p>
          Escala de 4 px. Mobile first: os estilos começam num telemóvel de 360 px e crescem com
          <code> theme.media.tablet</code> (768 px) e <code>theme.media.desktop</code> (1024 px). Alvos de toque com
          pelo menos 44 px.
        </p>,
        <p>
          A 4 px scale. Mobile first: styles start on a 360 px phone and grow with
          <code> theme.media.tablet</code> (768 px) and <code>theme.media.desktop</code> (1024 px). Touch targets of
          at least 44 px.
        </p>,
      )}
      <Section title={l('Espaço', 'Space')}>
        <Table>
          <tbody>
            {Object.entries(space).map(([k, v]) => (
              <tr key={k}>
                <td>
                  <code>space[{k}]</code>
                </td>
                <td>
                  <code>{v}</code>
                </td>
                <td>
                  <span style={{ display: 'block', width: v, height: 12, background: colors.brand }} aria-hidden="true" />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title={l('Raios', 'Radii')}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {Object.entries(radii).map(([k, v]) => (
            <div key={k} style={{ width: 88, height: 64, borderRadius: v, border: `2px solid ${colors.brand}`, display: 'grid', placeItems: 'center' }}>
              <code>{k}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title={l('Sombras', 'Shadows')}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {Object.entries(shadows).map(([k, v]) => (
            <div key={k} style={{ width: 120, height: 64, borderRadius: 8, boxShadow: v, background: colors.surface, display: 'grid', placeItems: 'center' }}>
              <code>{k}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title={l('Pontos de quebra', 'Breakpoints')}>
        <Table>
          <tbody>
            {Object.entries(breakpoints).map(([k, v]) => (
              <tr key={k}>
                <td>
                  <code>{k}</code>
                </td>
                <td>
                  <code>{v}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
    </Page>
  );
}

const meta = {
  title: 'Fundamentos/Espaçamento',
  component: Spacing,
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('360px')).toBeInTheDocument();
    await expect(canvas.getByText('space[4]')).toBeInTheDocument();
  },
};

/** The same page in English ('Idioma': English). */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spacing, radii, shadows and breakpoints' })).toBeInTheDocument();
    await expect(canvas.getByText('space[4]')).toBeInTheDocument();
  },
};
