/**
 * @module The login dialog (spec 2.4): Google sign-in, tabs 'Entrar' / 'Criar Conta' (the 5-step sign-up wizard)
 * and 'Esqueceu a senha?' opening the password-recovery dialog on top.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { getAdditionalUserInfo } from 'firebase/auth';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Modal } from '@turismo/ui-kit/Modal';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { signInWithGoogle } from '../api/google-sign-in.ts';
import { GOOGLE_ERROR_FALLBACK, googleErrorMessage } from '../lib/firebase-errors.ts';
import { GoogleButton } from './GoogleButton.tsx';
import { ModalSignInForm } from './ModalSignInForm.tsx';
import { OrDivider } from './OrDivider.tsx';
import { PasswordResetModal } from './PasswordResetModal.tsx';
import { SignupWizard } from './SignupWizard.tsx';

export type LoginModalMode = 'signin' | 'signup';

export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown when the dialog opens. Default 'signin'. */
  initialMode?: LoginModalMode;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export function LoginModal({ open, onOpenChange, initialMode = 'signin' }: LoginModalProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [mode, setMode] = useState<LoginModalMode>(initialMode);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetEmail, setResetEmail] = useState('');
  const [googleError, setGoogleError] = useState<string | null>(null);
  const close = () => onOpenChange(false);
  // The failure shows in the dialog's Alert (a source text), not as a toast.
  const google = useAction(() => signInWithGoogle(), {
    failure: { description: GOOGLE_ERROR_FALLBACK, toast: false },
    message: googleErrorMessage,
    onSuccess: (credential) => {
      if (!credential) return; // The page is being redirected to Google.
      close();
      if (getAdditionalUserInfo(credential)?.isNewUser) {
        // A first Google sign-in has no roles yet: choose them on the sign-up page.
        navigate('/signup?etapa=papeis');
      } else {
        toast({ title: t('Login Realizado!'), description: t('Bem-vindo de volta!'), variant: 'success' });
      }
    },
    onError: (_error, message) => setGoogleError(message),
  });

  // Each opening starts on the requested tab, without old errors.
  useEffect(() => {
    if (open) {
      setMode(initialMode);
      setGoogleError(null);
    } else {
      setResetOpen(false);
    }
  }, [open, initialMode]);

  const onGoogle = () => {
    setGoogleError(null);
    void google.trigger();
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        size={mode === 'signup' ? 'lg' : 'md'}
        title={t('Aceder à sua conta')}
        description={t('Entre ou crie uma conta para reservar viagens, alojamentos e eventos.')}
      >
        <Body>
          {googleError ? (
            <Alert tone="danger" title={t('Erro no Login')}>
              {t(googleError)}
            </Alert>
          ) : null}
          <GoogleButton onClick={onGoogle} loading={google.isMutating}>
            {t('Entrar com Google')}
          </GoogleButton>
          <OrDivider />
          <Tabs
            label={t('Entrar ou criar conta')}
            fitted
            value={mode}
            onValueChange={(id) => setMode(id === 'signup' ? 'signup' : 'signin')}
            items={[
              {
                id: 'signin',
                label: t('Entrar'),
                content: (
                  <ModalSignInForm
                    onSignedIn={close}
                    onForgotPassword={(email) => {
                      setResetEmail(email);
                      setResetOpen(true);
                    }}
                  />
                ),
              },
              { id: 'signup', label: t('Criar Conta'), content: <SignupWizard onCreated={close} /> },
            ]}
          />
        </Body>
      </Modal>
      <PasswordResetModal open={open && resetOpen} onOpenChange={setResetOpen} initialEmail={resetEmail} />
    </>
  );
}
