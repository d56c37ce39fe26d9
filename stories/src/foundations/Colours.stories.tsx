import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colors } from '@turismo/ui-kit/theme';
import { Grid, Page, Section, Swatch, useCopy } from './Swatches';

const groups: { title: string; en: string; keys: (keyof typeof colors)[] }[] = [
  { title: 'Marca: oceano Índico', en: 'Brand: Indian Ocean', keys: ['brand', 'brandHover', 'brandActive', 'brandSoft', 'onBrand', 'ocean', 'oceanSoft'] },
  { title: 'Destaque: pôr do sol', en: 'Accent: sunset', keys: ['accent', 'accentHover', 'accentStrong', 'accentSoft', 'onAccent'] },
  {
    title: 'Neutros: areia',
    en: 'Neutrals: sand',
    keys: ['text', 'textMuted', 'textSubtle', 'bg', 'surface', 'surfaceMuted', 'surfaceSunken', 'border', 'borderStrong', 'disabled'],
  },
  {
    title: 'Estados',
    en: 'States',
    keys: [
      'success', 'successText', 'successSoft', 'warning', 'warningText', 'warningSoft',
      'danger', 'dangerText', 'dangerSoft', 'info', 'infoText', 'infoSoft', 'focus',
    ],
  },
];

function Colours() {
  const l = useCopy();
  return (
    <Page>
      <h1>{l('Cores', 'Colours')}</h1>
      {l(
        <p>
          Paleta quente de Moçambique: o azul-petróleo do Índico como marca, o laranja do pôr do sol como destaque e
          neutros cor de areia. Os textos cumprem o contraste AA (4,5:1) sobre o fundo e sobre os fundos suaves. Use
          sempre o token (<code>theme.colors.brand</code>), nunca o valor.
        </p>,
        <p>
          A warm Mozambican palette: the teal of the Indian Ocean as the brand, the orange of the sunset as the accent
          and sand-coloured neutrals. Texts meet AA contrast (4.5:1) on the background and on the soft backgrounds.
          Always use the token (<code>theme.colors.brand</code>), never the value.
        </p>,
      )}
      {groups.map((g) => (
        <Section key={g.title} title={l(g.title, g.en)}>
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

/** The same page in English ('Idioma': English). */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Colours' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Brand: Indian Ocean' })).toBeInTheDocument();
  },
};
