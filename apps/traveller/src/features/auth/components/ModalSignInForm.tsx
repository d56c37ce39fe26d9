/** @module The 'Entrar' tab of the login dialog: email and password, and 'Esqueceu a senha?' (spec 2.4, 5). */
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { msg } from '@turismo/app-core/i18n';
import { useToast } from '@turismo/ui-kit/Toast';
import { loginErrorMessage } from '../lib/firebase-errors.ts';
import { validateModalSignIn } from '../lib/validation.ts';
import { AlertForm, useAlertSubmit } from './AlertForm.tsx';
import { EmailField, SignInPasswordField } from './AuthFields.tsx';

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
  const submit = useAlertSubmit({
    check: () => validateModalSignIn(email, password),
    run: async () => {
      await signInWithEmailAndPassword(auth, email.trim(), password);
      toast({ title: t('Login Realizado!'), description: t('Bem-vindo de volta!'), variant: 'success' });
      onSignedIn();
    },
    failure: (err) => loginErrorMessage(err, msg('Erro ao fazer login/registro.')),
  });

  return (
    <AlertForm
      {...submit}
      label={t('Entrar com email')}
      errorTitle={t('Erro no Login')}
      submit={{ label: t('Entrar'), busyLabel: t('Entrando...') }}
    >
      <EmailField value={email} onValue={setEmail} />
      <SignInPasswordField value={password} onValue={setPassword} />
      <Forgot type="button" onClick={() => onForgotPassword(email.trim())}>
        {t('Esqueceu a senha?')}
      </Forgot>
    </AlertForm>
  );
}
