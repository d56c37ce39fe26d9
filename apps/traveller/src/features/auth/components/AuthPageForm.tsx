/**
 * @module What the /login and /signup pages share (spec 2.4): the frame (title, 'Entrar com Google', the 'ou'
 * divider, the e-mail form with its submit button, the link to the other page keeping `next`, 'Voltar à página
 * inicial'), the form's values with their errors per field, and the Google sign-in with its redirect result (used
 * when popups are blocked, read once per page load).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { UserCredential } from 'firebase/auth';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { useToast } from '@turismo/ui-kit/Toast';
import { readGoogleRedirect, signInWithGoogle } from '../api/google-sign-in.ts';
import { GOOGLE_ERROR_FALLBACK, googleErrorMessage } from '../lib/firebase-errors.ts';
import type { FieldErrors } from '../lib/validation.ts';
import type { FieldBinding } from './AuthFields.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { CenteredText, FormStack } from './FormStack.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { OrDivider } from './OrDivider.tsx';

/**
 * A form's values and its errors per field; `bind(field)` gives a field its value, setter and translated error.
 * @example const form = useFormValues({ email: '', password: '' }); <EmailField {...form.bind('email')} />
 */
export function useFormValues<V extends Record<string, string>>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const bind = (field: Extract<keyof V, string>): FieldBinding => {
    const error: string | undefined = errors[field];
    return {
      value: values[field] ?? '',
      onValue: (value) => setValues((v) => ({ ...v, [field]: value })),
      error: error ? t(error) : undefined,
    };
  };
  return { values, setErrors, bind };
}

/**
 * The Google sign-in of a page: `onGoogle` opens it (a popup, else a redirect), `googleBusy` while it runs; a redirect
 * result found on load is handled like a popup's. Failures show a toast titled `errorTitle` (the redirect's with
 * `redirectError`).
 */
export function useGoogleSignIn(
  { errorTitle, redirectError, onCredential }: {
    errorTitle: string;
    redirectError: string;
    onCredential: (credential: UserCredential) => void;
  },
) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const google = useAction(() => signInWithGoogle(), {
    failure: { title: t(errorTitle), description: t(GOOGLE_ERROR_FALLBACK) },
    message: (error) => t(googleErrorMessage(error)),
    onSuccess: (credential) => {
      if (credential) onCredential(credential);
    },
  });

  useEffect(() => {
    let active = true;
    readGoogleRedirect()
      .then((credential) => {
        if (active && credential) onCredential(credential);
      })
      .catch(() => {
        if (active) toast({ title: t(errorTitle), description: t(redirectError), variant: 'destructive' });
      });
    return () => {
      active = false;
    };
    // Runs once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onGoogle = () => void google.trigger();

  return { googleBusy: google.isMutating, onGoogle };
}

export type AuthPageFormProps = {
  title: string;
  subtitle: string;
  google: { busy: boolean; onClick: () => void };
  /** The e-mail form's accessible name, e.g. 'Entrar com email'. */
  formLabel: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  /** The submit button's text, and its text while busy ('Entrar' / 'Entrando...'). */
  submit: { label: string; busyLabel: string };
  /** The line leading to the other page, e.g. 'Ainda não tem conta?' and 'Criar uma conta' to /signup. */
  other: { prompt: string; label: string; href: string };
  /** The form's fields. */
  children: ReactNode;
};

/** The /login or /signup page around its fields. */
export function AuthPageForm(
  { title, subtitle, google, formLabel, onSubmit, busy, submit, other, children }: AuthPageFormProps,
) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <GoogleButton onClick={google.onClick} loading={google.busy} disabled={busy}>
        {t('Entrar com Google')}
      </GoogleButton>
      <OrDivider />
      <FormStack onSubmit={onSubmit} noValidate aria-label={formLabel}>
        {children}
        <Button type="submit" fullWidth loading={busy} disabled={google.busy}>
          {busy ? submit.busyLabel : submit.label}
        </Button>
      </FormStack>
      <CenteredText>
        {other.prompt} <Link href={other.href}>{other.label}</Link>
      </CenteredText>
      <Button as={Link} href="/" variant="ghost" fullWidth>
        {t('Voltar à página inicial')}
      </Button>
    </AuthLayout>
  );
}
