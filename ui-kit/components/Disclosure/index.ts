export { type DismissOptions, useDismiss } from './useDismiss';
