/** @module Password recovery (spec 2.4, 5 'Reset', 8 'password reset'): sends Firebase's reset email. */
import { useState, type FormEvent } from 'react';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { auth } from '@turismo/app-core/firebase';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { resetErrorMessage } from '../lib/firebase-errors.ts';
import { validateResetEmail } from '../lib/validation.ts';
import { FormStack } from './FormStack.tsx';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateResetEmail(email);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await sendPasswordResetEmail(auth, email.trim());
      toast({
        title: t('Email enviado!'),
        description: t('Verifique a sua caixa de entrada para redefinir a senha.'),
        variant: 'success',
      });
      onSent();
    } catch (err) {
      setError(resetErrorMessage(err));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={t('Recuperar senha')}>
      {error ? (
        <Alert tone="danger" title={t('Erro')}>
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
      <Button type="submit" fullWidth loading={busy}>
        {busy ? t('Enviando...') : t('Enviar link de recuperação')}
      </Button>
    </FormStack>
  );
}
