import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colors } from '@turismo/ui-kit/theme';
import { Grid, Page, Section, Swatch } from './Swatches';

const groups: { title: string; keys: (keyof typeof colors)[] }[] = [
  { title: 'Marca: oceano Índico', keys: ['brand', 'brandHover', 'brandActive', 'brandSoft', 'onBrand', 'ocean', 'oceanSoft'] },
  { title: 'Destaque: pôr do sol', keys: ['accent', 'accentHover', 'accentStrong', 'accentSoft', 'onAccent'] },
  {
    title: 'Neutros: areia',
    keys: ['text', 'textMuted', 'textSubtle', 'bg', 'surface', 'surfaceMuted', 'surfaceSunken', 'border', 'borderStrong', 'disabled'],
  },
  {
    title: 'Estados',
    keys: [
      'success', 'successText', 'successSoft', 'warning', 'warningText', 'warningSoft',
      'danger', 'dangerText', 'dangerSoft', 'info', 'infoText', 'infoSoft', 'focus',
    ],
  },
];

function Colours() {
  return (
    <Page>
      <h1>Cores</h1>
      <p>
        Paleta quente de Moçambique: o azul-petróleo do Índico como marca, o laranja do pôr do sol como destaque e
        neutros cor de areia. Os textos cumprem o contraste AA (4,5:1) sobre o fundo e sobre os fundos suaves. Use
        sempre o token (<code>theme.colors.brand</code>), nunca o valor.
      </p>
      {groups.map((g) => (
        <Section key={g.title} title={g.title}>
          <Grid>
            {g.keys.map((k) => (
              <Swatch key={k} name={k} value={colors[k]} />
            ))}
          </Grid>
        </Section>
      ))}
    </Page>
  );
}

const meta = {
  title: 'Fundamentos/Cores',
  component: Colours,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cores' })).toBeInTheDocument();
    await expect(canvas.getByText('brand')).toBeInTheDocument();
  },
};
