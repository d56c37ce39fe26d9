/// <reference path="../../theme/styled.d.ts" />
/**
 * @module PhotoLightbox: a listing's photos full screen (issue 32), with swipe (touch and mouse), arrow keys, pinch,
 * double-tap, wheel and button zoom, and a counter ('2 / 7'), on yet-another-react-lightbox (a well-kept library,
 * pinned in package.json). The library is fetched the first time a photo is opened, so it weighs nothing on a page's
 * first script (issue 13). Focus goes back to what opened it (WCAG 2.4.3).
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PhotoData } from '../Photo';

export type PhotoLightboxProps = {
  /** The photos, in order (the API's `photos`). */
  photos: readonly (PhotoData & { id?: string })[];
  /** The listing's name: each photo's alt text when it has none, and the dialog's name. */
  label: string;
  /** The photo shown first; null keeps it closed. */
  index: number | null;
  /** Asked to close (Escape, the close button, a swipe down, a click on the backdrop). */
  onClose: () => void;
};

const Viewer = lazy(() => import('./PhotoLightboxViewer'));

/**
 * @example
 * const [open, setOpen] = useState<number | null>(null);
 * <button onClick={() => setOpen(0)}><Photo photo={photos[0]} label={name} /></button>
 * <PhotoLightbox photos={photos} label={name} index={open} onClose={() => setOpen(null)} />
 */
export function PhotoLightbox({ photos, label, index, onClose }: PhotoLightboxProps) {
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null && photos.length > 0;
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const back = opener.current;
      if (back?.isConnected) back.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Viewer photos={photos} label={label} index={Math.min(index, photos.length - 1)} onClose={onClose} />
    </Suspense>
  );
}
