import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Photo, type PhotoData } from './Photo';

/**
 * A real ThumbHash (a teal sea under a pale sky) and the three WebP variants of a 1000 × 750 original, served by the
 * Storybook from stories/public/fixtures (stories/scripts/make-fixture-photos.mjs draws them); the apps' are
 * /api/media/{id}/{variant}.webp.
 */
const photo: PhotoData = {
  alt: 'Piscina com vista para a baía de Inhambane',
  placeholder: '44YZJY6Hh4iPiIiKiGiIhnh/iveo',
  width: 1000,
  height: 750,
  variants: {
    w320: '/fixtures/piscina-inhambane/w320.webp',
    w640: '/fixtures/piscina-inhambane/w640.webp',
    w1280: '/fixtures/piscina-inhambane/w1280.webp',
  },
};

const meta = {
  title: 'Componentes/Photo',
  component: Photo,
  args: { photo, label: 'Casa do Mar Tofo', sizes: '(min-width: 768px) 50vw, 100vw' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Photo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('alt', 'Piscina com vista para a baía de Inhambane');
    // The w1280 variant of a 1000 px original is 1000 px wide: srcset says so.
    await expect(img.getAttribute('srcset')).toBe(
      `${photo.variants.w320} 320w, ${photo.variants.w640} 640w, ${photo.variants.w1280} 1000w`,
    );
    await expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    await expect((img.parentElement as HTMLElement).style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
  },
};

export const Playground: Story = { args: { priority: true, aspectRatio: 16 / 9 } };

/** Above the fold (the first photo of a stay page): loaded at once. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'eager');
    // The fixture is served: the browser decodes a real picture (a 404 leaves naturalWidth at 0).
    await waitFor(() => expect(img.complete && img.naturalWidth).toBeGreaterThan(0));
  },
};

/** A listing without photos (every demo listing): a designed fallback with its initials, never an empty box. */
export const WithoutPhoto: Story = {
  args: { photo: null, label: 'Festival da Marrabenta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Festival da Marrabenta' })).toHaveTextContent('FM');
  },
};
