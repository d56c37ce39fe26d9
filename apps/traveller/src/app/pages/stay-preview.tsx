/**
 * @module An establishment's first screen, read from the page itself (issue 13, ADR 0036). On /alojamentos/:id the
 * server writes the stay's name, place line, cover photo and description into the prerendered shell
 * (api/src/lib/page-preview.ts), and the phone paints them before any script. This module reads them back once,
 * before React replaces the shell, and {@link StayPreview} draws them in the same place (the sizes of the shell's
 * `.shell-stay` rules and of StayScreen's top: Page, cover 16:9, description) while the screen's chunk and its data
 * load, so they never disappear and the page's largest text is painted once.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page } from '@turismo/app-core/Page';

/** What the server put in the page for one establishment. */
export type StayPreviewData = {
  id: string;
  name: string;
  placeLine: string;
  description: string | null;
  /** The cover as the page loaded it (same URL, srcset and sizes: no second download). */
  cover: { src: string; srcSet: string; sizes: string; alt: string; width: number; height: number } | null;
};

function readShell(): StayPreviewData | null {
  if (typeof document === 'undefined') return null;
  const root = document.querySelector<HTMLElement>('[data-stay-preview]');
  const id = root?.dataset.stayPreview;
  if (!root || !id) return null;
  const img = root.querySelector('img');
  return {
    id,
    name: root.querySelector('h1')?.textContent ?? '',
    placeLine: root.querySelector(':scope > p')?.textContent ?? '',
    description: root.querySelector('.shell-stay-body > p')?.textContent ?? null,
    cover: img
      ? {
        src: img.getAttribute('src') ?? '',
        srcSet: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes') ?? '',
        alt: img.alt,
        width: img.width,
        height: img.height,
      }
      : null,
  };
}

const fromPage = readShell();

/** The preview the page carried for establishment `hotelId`, else null (another page, or reached by a link). */
export function stayPreview(hotelId: string): StayPreviewData | null {
  return fromPage?.id === hotelId ? fromPage : null;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
`;

/** The cover's frame: EstablishmentDetails' Photo (16:9, the kit's radius and sunken background). */
const Cover = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The establishment's name, place, cover and description from the page, then `children` (a spinner). */
export function StayPreview({ preview, children }: { preview: StayPreviewData; children?: ReactNode }) {
  const { cover } = preview;
  return (
    <Page title={preview.name} description={preview.placeLine}>
      <Body>
        <Cover>
          {cover ? (
            <img
              src={cover.src}
              srcSet={cover.srcSet}
              sizes={cover.sizes}
              alt={cover.alt}
              width={cover.width}
              height={cover.height}
              fetchPriority="high"
            />
          ) : null}
        </Cover>
        {preview.description ? <p>{preview.description}</p> : null}
        {children}
      </Body>
    </Page>
  );
}
