export { IconButton, type IconButtonProps } from './IconButton';
export { CloseButton, type CloseButtonProps } from './CloseButton';
