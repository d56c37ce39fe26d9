/**
 * @module BrandMark: the MozTurismo logo mark, a sun over the Indian Ocean in the brand colours (the same drawing as
 * the favicon and the traveller app's prerendered shell, apps/traveller/index.html). Decorative (aria-hidden): the
 * link around it carries the name.
 */
import type { SVGAttributes } from 'react';

export type BrandMarkProps = SVGAttributes<SVGSVGElement> & {
  /** Width and height in px. Default 28 (the app bar's). */
  size?: number;
};

/** @example <AppBar mark={<BrandMark />} ... /> */
export function BrandMark({ size = 28, ...rest }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...rest}>
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="44" cy="22" r="8" fill="#E8702A" />
      <path d="M6 44c8-6 16-6 26 0s18 6 26 0v14H6z" fill="#FFFFFF" />
    </svg>
  );
}
