/**
 * @module The fields every auth form repeats (spec 2.4): the e-mail, the sign-in password, and a new password with its
 * confirmation (the /signup page and the wizard's first step). Each takes its value, a setter of the new text and,
 * where the form shows errors per field, the error already translated.
 */
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@turismo/ui-kit/PasswordField';
import { TextField } from '@turismo/ui-kit/TextField';

/** A text field's value, its setter and its (translated) error. */
export type FieldBinding = { value: string; onValue: (value: string) => void; error?: string };

/** A binding as a kit field's props: `value`, `onChange` and `error`. */
export function textProps({ value, onValue, error }: FieldBinding) {
  return { value, error, onChange: (e: { target: { value: string } }) => onValue(e.target.value) };
}

/** The account's e-mail. */
export function EmailField({ value, onValue, error }: FieldBinding) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('Email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={error}
      required
    />
  );
}

/** The password of a sign-in. */
export function SignInPasswordField({ value, onValue, error }: FieldBinding) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('Senha')}
      autoComplete="current-password"
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={error}
      required
    />
  );
}

/** A new password ('Pelo menos 6 caracteres.') and its confirmation. */
export function NewPasswordFields({ password, confirm }: { password: FieldBinding; confirm: FieldBinding }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('Senha')}
        autoComplete="new-password"
        hint={t('Pelo menos 6 caracteres.')}
        value={password.value}
        onChange={(e) => password.onValue(e.target.value)}
        error={password.error}
        required
      />
      <PasswordField
        label={t('Confirmar Senha')}
        showLabel={t('Mostrar confirmação')}
        autoComplete="new-password"
        value={confirm.value}
        onChange={(e) => confirm.onValue(e.target.value)}
        error={confirm.error}
        required
      />
    </>
  );
}
