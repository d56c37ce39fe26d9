/** @module CloseButton: the 'x' that closes an alert, a toast or a dialog; named 'Fechar' unless told otherwise. */
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { IconButton, type IconButtonProps } from './IconButton';

export type CloseButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'> & {
  /** The button's name; default 'Fechar' in the app's language. */
  label?: string;
};

/** @example <CloseButton size="sm" onClick={onClose} /> */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { label, size, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <IconButton ref={ref} aria-label={label ?? t('Fechar')} size={size} {...rest}>
      <Icon name="x" size={size === 'sm' ? 18 : 20} />
    </IconButton>
  );
});
