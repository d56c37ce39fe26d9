export { PhotoLightbox, type PhotoLightboxProps } from './PhotoLightbox';
