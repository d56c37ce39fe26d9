export { VisuallyHidden, visuallyHiddenCss, type VisuallyHiddenProps } from './VisuallyHidden';
