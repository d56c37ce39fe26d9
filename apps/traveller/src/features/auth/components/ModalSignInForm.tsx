/** @module The 'Entrar' tab of the login dialog: email and password, and 'Esqueceu a senha?' (spec 2.4, 5). */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { msg } from '@turismo/app-core/i18n';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { PasswordField } from '@turismo/ui-kit/PasswordField';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { loginErrorMessage } from '../lib/firebase-errors.ts';
import { validateModalSignIn } from '../lib/validation.ts';
import { FormStack } from './FormStack.tsx';

const Forgot = styled.button`
  align-self: flex-end;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ocean};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

export interface ModalSignInFormProps {
  /** Called after a successful sign-in. */
  onSignedIn: () => void;
  /** Opens the password-recovery dialog with the typed email. */
  onForgotPassword: (email: string) => void;
}

export function ModalSignInForm({ onSignedIn, onForgotPassword }: ModalSignInFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateModalSignIn(email, password);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signInWithEmailAndPassword(auth, email.trim(), password);
      toast({ title: t('Login Realizado!'), description: t('Bem-vindo de volta!'), variant: 'success' });
      onSignedIn();
    } catch (err) {
      setError(loginErrorMessage(err, msg('Erro ao fazer login/registro.')));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={t('Entrar com email')}>
      {error ? (
        <Alert tone="danger" title={t('Erro no Login')}>
          {t(error)}
        </Alert>
      ) : null}
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <PasswordField
        label={t('Senha')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Forgot type="button" onClick={() => onForgotPassword(email.trim())}>
        {t('Esqueceu a senha?')}
      </Forgot>
      <Button type="submit" fullWidth loading={busy}>
        {busy ? t('Entrando...') : t('Entrar')}
      </Button>
    </FormStack>
  );
}
