/**
 * @module The lightbox itself (its own chunk, loaded by PhotoLightbox): yet-another-react-lightbox with its Zoom and
 * Counter plugins, each slide with the photo's WebP variants as its srcset, the buttons named in the app's language.
 */
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { PhotoLightboxProps } from './PhotoLightbox';

type ViewerProps = Omit<PhotoLightboxProps, 'index'> & { index: number };

export default function PhotoLightboxViewer({ photos, label, index, onClose }: ViewerProps) {
  const { t } = useTranslation();
  const slides = photos.map((p) => {
    const ratio = p.height / Math.max(p.width, 1);
    const variant = (w: number, src: string) => {
      const width = Math.min(w, p.width);
      return { src, width, height: Math.round(width * ratio) };
    };
    return {
      src: p.variants.w1280,
      alt: p.alt || label,
      width: p.width,
      height: p.height,
      srcSet: [variant(320, p.variants.w320), variant(640, p.variants.w640), variant(1280, p.variants.w1280)],
    };
  });
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom, Counter]}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: t('Fotografia anterior'),
        Next: t('Fotografia seguinte'),
        Close: t('Fechar'),
        Lightbox: t('Fotografias de {{name}}', { name: label }),
        'Photo gallery': t('Galeria'),
        Carousel: t('Galeria'),
        Slide: t('Fotografia'),
        '{index} of {total}': t('{index} de {total}'),
        'Zoom in': t('Ampliar'),
        'Zoom out': t('Reduzir'),
      }}
    />
  );
}
