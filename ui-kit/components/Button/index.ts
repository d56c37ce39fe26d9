export { Button, ButtonRoot, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
