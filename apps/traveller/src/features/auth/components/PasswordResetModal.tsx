/** @module Password recovery (spec 2.4, 5 'Reset', 8 'password reset'): sends Firebase's reset email. */
import { useState } from 'react';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { auth } from '@turismo/app-core/firebase';
import { Modal } from '@turismo/ui-kit/Modal';
import { useToast } from '@turismo/ui-kit/Toast';
import { resetErrorMessage } from '../lib/firebase-errors.ts';
import { validateResetEmail } from '../lib/validation.ts';
import { AlertForm, useAlertSubmit } from './AlertForm.tsx';
import { EmailField } from './AuthFields.tsx';

export interface PasswordResetModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The email typed in the sign-in form, if any. */
  initialEmail?: string;
}

export function PasswordResetModal({ open, onOpenChange, initialEmail = '' }: PasswordResetModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('Recuperar Senha')}
      description={t('Indique o email da sua conta. Enviaremos um link para definir uma nova senha.')}
    >
      <ResetForm initialEmail={initialEmail} onSent={() => onOpenChange(false)} />
    </Modal>
  );
}

function ResetForm({ initialEmail, onSent }: { initialEmail: string; onSent: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [email, setEmail] = useState(initialEmail);
  const submit = useAlertSubmit({
    check: () => validateResetEmail(email),
    run: async () => {
      await sendPasswordResetEmail(auth, email.trim());
      toast({
        title: t('Email enviado!'),
        description: t('Verifique a sua caixa de entrada para redefinir a senha.'),
        variant: 'success',
      });
      onSent();
    },
    failure: resetErrorMessage,
  });

  return (
    <AlertForm
      {...submit}
      label={t('Recuperar senha')}
      errorTitle={t('Erro')}
      submit={{ label: t('Enviar link de recuperação'), busyLabel: t('Enviando...') }}
    >
      <EmailField value={email} onValue={setEmail} />
    </AlertForm>
  );
}
