import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Photo, type PhotoData } from '../Photo';
import { PhotoLightbox } from './PhotoLightbox';

/**
 * Three photos of a guesthouse in Tofo as the API lists them: drawn fixtures served by the Storybook from
 * stories/public/fixtures (stories/scripts/make-fixture-photos.mjs), each with its ThumbHash and its three WebP
 * variants of a 1000 × 750 original.
 */
const fixture = (name: string, alt: string, placeholder: string): PhotoData => ({
  alt,
  placeholder,
  width: 1000,
  height: 750,
  variants: {
    w320: `/fixtures/${name}/w320.webp`,
    w640: `/fixtures/${name}/w640.webp`,
    w1280: `/fixtures/${name}/w1280.webp`,
  },
});

const photos: PhotoData[] = [
  fixture('piscina-inhambane', 'Piscina com vista para a baía de Inhambane', '44YZJY6Hh4iPiIiKiGiIhnh/iveo'),
  fixture('quarto-vista-mar', 'Quarto duplo com janela sobre o mar', 'LikOJYiZloefd4d2h5eGiHqAzAa3'),
  fixture('dhow-tofo', 'Dhow na praia do Tofo ao fim da tarde', 'LQmOLIoPd3iLeIkId/fod4/+VfyiSXqVDg=='),
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  max-width: 480px;
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
  }
`;

/** A listing's gallery as the stay page draws it: each photo a button that opens the lightbox on it. */
function Gallery({ label, onClose }: { label: string; onClose?: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Grid aria-label={`Fotografias de ${label}`}>
        {photos.map((photo, index) => (
          <li key={photo.variants.w320}>
            <button type="button" aria-label={`Ver fotografia ${index + 1} de ${photos.length}: ${photo.alt}`} onClick={() => setOpen(index)}>
              <Photo photo={photo} label={label} aspectRatio={4 / 3} sizes="160px" />
            </button>
          </li>
        ))}
      </Grid>
      <PhotoLightbox
        photos={photos}
        label={label}
        index={open}
        onClose={() => {
          setOpen(null);
          onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Componentes/PhotoLightbox',
  component: PhotoLightbox,
  args: { photos, label: 'Casa do Mar Tofo', index: null, onClose: fn() },
  argTypes: { index: { control: { type: 'number', min: 0, max: photos.length - 1 } } },
} satisfies Meta<typeof PhotoLightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lightbox's counter ('2 / 3', hidden from screen readers: each slide is named '2 de 3') and its photo. */
function shown() {
  const counter = document.querySelector('.yarl__counter')?.textContent?.replace(/\s/g, '');
  const current = document.querySelector<HTMLImageElement>('.yarl__slide_current img');
  return { counter, alt: current?.alt };
}

/**
 * A gallery of three: the second photo opens the lightbox on it ('2 / 3'); the arrow keys move on and back (the
 * gallery goes round); Escape closes it and focus is back on the photo that opened it (WCAG 2.4.3).
 */
export const Default: Story = {
  render: (args) => <Gallery label={args.label} onClose={args.onClose} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: /^Ver fotografia 2 de 3/ });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Fotografias de Casa do Mar Tofo' }, { timeout: 15000 });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(shown()).toEqual({ counter: '2/3', alt: photos[1]!.alt }));
    // It fades in: visible once the animation is over.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fotografia seguinte' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Ampliar' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(shown()).toEqual({ counter: '3/3', alt: photos[2]!.alt }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(shown()).toEqual({ counter: '1/3', alt: photos[0]!.alt }));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shown().counter).toBe('3/3'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The close button ('Fechar') closes it too, and focus goes back to the opener. */
export const CloseButton: Story = {
  render: (args) => <Gallery label={args.label} onClose={args.onClose} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: /^Ver fotografia 1 de 3/ });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Fotografias de Casa do Mar Tofo' }, { timeout: 15000 });
    await waitFor(() => expect(shown().counter).toBe('1/3'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** One photo only: no previous and next buttons, no going round. */
export const OnePhoto: Story = {
  args: { photos: [photos[0]!], index: 0 },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Fotografias de Casa do Mar Tofo' }, { timeout: 15000 });
    await waitFor(() => expect(shown()).toEqual({ counter: '1/1', alt: photos[0]!.alt }));
    await expect(within(dialog).queryByRole('button', { name: 'Fotografia seguinte' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Fotografia anterior' })).toBeNull();
  },
};

/** In English ('Idioma': English): the buttons and the dialog's name from the kit's catalog. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { index: 1 },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Photos of Casa do Mar Tofo' }, { timeout: 15000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
