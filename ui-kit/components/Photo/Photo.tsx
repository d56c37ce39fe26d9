/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Photo: one uploaded photo of a listing (issue 11, ADR 0023) with `srcset`/`sizes` from its WebP variants,
 * lazy loading unless `priority`, and its ThumbHash painted at once so a slow phone shows the shape and colours before
 * the image arrives. Without a photo it shows a designed fallback (brand gradient and the listing's initials), never
 * an empty box.
 */
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { thumbHashToDataURL } from 'thumbhash';

/** A photo as the API returns it (schema Photo). */
export interface PhotoData {
  alt: string;
  /** ThumbHash, base64. */
  placeholder: string;
  /** Size of the original after its orientation, px. */
  width: number;
  height: number;
  variants: { w320: string; w640: string; w1280: string };
}

export type PhotoProps = HTMLAttributes<HTMLDivElement> & {
  photo: PhotoData | null | undefined;
  /** The listing's name: the fallback's initials and label, and the alt text when the photo has none. */
  label: string;
  /** The `sizes` attribute: how wide the photo is drawn. Default: the full viewport width. */
  sizes?: string;
  /** Width / height of the frame. Default 4 / 3. */
  aspectRatio?: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
};

/** The `srcset` of a photo: each variant with its real width (a variant is never wider than the original). */
export function photoSrcSet(photo: Pick<PhotoData, 'width' | 'variants'>): string {
  return ([[320, photo.variants.w320], [640, photo.variants.w640], [1280, photo.variants.w1280]] as const)
    .map(([w, url]) => `${url} ${Math.min(w, photo.width)}w`)
    .join(', ');
}

/** The placeholder as a data: URL (a tiny PNG), or undefined when it cannot be decoded. */
export function placeholderUrl(base64: string): string | undefined {
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The first letters of the first two capitalised words ('Festival da Marrabenta': 'FM'), else of any two words. */
function initials(label: string): string {
  const words = label.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const named = words.filter((w) => /^\p{Lu}/u.test(w));
  return (named.length ? named : words).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken} center / cover no-repeat;

  & > img { display: block; width: 100%; height: 100%; object-fit: cover; }

  &[data-fallback] {
    display: grid;
    place-items: center;
    background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.ocean});
    color: ${({ theme }) => theme.colors.onBrand};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.05em;
  }
`;

/**
 * @example <Photo photo={hotel.photos[0]} label={hotel.name} sizes="(min-width: 768px) 50vw, 100vw" priority />
 */
export const Photo = forwardRef<HTMLDivElement, PhotoProps>(function Photo(
  { photo, label, sizes = '100vw', aspectRatio = 4 / 3, priority = false, style, ...rest },
  ref,
) {
  const placeholder = useMemo(() => (photo ? placeholderUrl(photo.placeholder) : undefined), [photo]);
  if (!photo) {
    return (
      <Frame ref={ref} data-fallback role="img" aria-label={label} style={{ aspectRatio, ...style }} {...rest}>
        <span aria-hidden="true">{initials(label)}</span>
      </Frame>
    );
  }
  return (
    <Frame
      ref={ref}
      style={{ aspectRatio, backgroundImage: placeholder ? `url(${placeholder})` : undefined, ...style }}
      {...rest}
    >
      <img
        src={photo.variants.w640}
        srcSet={photoSrcSet(photo)}
        sizes={sizes}
        alt={photo.alt || label}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </Frame>
  );
});
