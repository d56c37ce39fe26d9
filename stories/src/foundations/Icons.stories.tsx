import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colors } from '@turismo/ui-kit/theme';
import { Icon, iconNames } from '@turismo/ui-kit/Icon';
import { Grid, Page, Section, useCopy } from './Swatches';

function Icons() {
  const l = useCopy();
  return (
    <Page>
      <h1>{l('Ícones', 'Icons')}</h1>
      {l(
        <p>
          Um só conjunto de ícones SVG do kit (<code>@turismo/ui-kit/Icon</code>): grelha de 24 px, traço de 2 px, na
          cor do texto (<code>currentColor</code>). Nunca emoji nem imagens como ícones. Um ícone ao lado de um texto é
          decorativo (escondido dos leitores de ecrã); um ícone sozinho precisa de nome: <code>title</code> no Icon ou{' '}
          <code>aria-label</code> no IconButton (&apos;Fechar&apos;, &apos;Notificações&apos;).
        </p>,
        <p>
          One set of SVG icons in the kit (<code>@turismo/ui-kit/Icon</code>): a 24 px grid, a 2 px stroke, in the
          text&apos;s colour (<code>currentColor</code>). Never emoji or pictures as icons. An icon beside a text is
          decorative (hidden from screen readers); an icon alone needs a name: <code>title</code> on the Icon or{' '}
          <code>aria-label</code> on the IconButton (&apos;Fechar&apos;, &apos;Notificações&apos;).
        </p>,
      )}
      <Section title={l(`O conjunto (${iconNames.length})`, `The set (${iconNames.length})`)}>
        <Grid>
          {iconNames.map((name) => (
            <li key={name} data-icon-name={name} style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 12, border: `1px solid ${colors.border}`, borderRadius: 8 }}>
              <Icon name={name} size={24} />
              <code>{name}</code>
            </li>
          ))}
        </Grid>
      </Section>
      <Section title={l('Tamanhos', 'Sizes')}>
        <div style={{ display: 'flex', alignItems: 'end', gap: 16, color: colors.brand }}>
          {[16, 20, 24, 32].map((size) => (
            <span key={size} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
              <Icon name="map-pin" size={size} />
              <code>{size}</code>
            </span>
          ))}
        </div>
      </Section>
    </Page>
  );
}

const meta = {
  title: 'Fundamentos/Ícones',
  component: Icons,
} satisfies Meta<typeof Icons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the kit with its name (the `name` prop). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ícones' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-icon-name] svg')).toHaveLength(iconNames.length);
  },
};

/** The same page in English ('Idioma': English). */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
  },
};
