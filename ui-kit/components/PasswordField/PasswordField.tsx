/// <reference path="../../theme/styled.d.ts" />
/** @module PasswordField: a TextField of type password with a show/hide toggle (aria-pressed). */
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** Accessible name of the toggle. Default 'Mostrar senha'. */
  showLabel?: string;
};

/** @example <PasswordField label="Senha" autoComplete="current-password" error={errors.password} /> */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showLabel, autoComplete = 'current-password', ...rest },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      {...rest}
      endAdornment={
        <IconButton
          aria-label={showLabel ?? t('Mostrar senha')}
          aria-pressed={visible}
          size="sm"
          onClick={() => setVisible((v) => !v)}
          disabled={rest.disabled}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </IconButton>
      }
    />
  );
});
