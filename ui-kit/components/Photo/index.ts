export { Photo, photoSrcSet, placeholderUrl, type PhotoData, type PhotoProps } from './Photo';
