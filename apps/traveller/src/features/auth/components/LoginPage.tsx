/**
 * @module The /login page (spec 2.4): Google sign-in, the email form, a link to /signup and a way back home.
 * After signing in it goes to the `next` query parameter when that is a same-origin path, else '/'.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../lib/internal-links.ts';
import { getAdditionalUserInfo, signInWithEmailAndPassword, type UserCredential } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { Button } from '@turismo/ui-kit/Button';
import { PasswordField } from '@turismo/ui-kit/PasswordField';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { readGoogleRedirect, signInWithGoogle } from '../api/google-sign-in.ts';
import { googleErrorMessage, LOGIN_ERROR_TITLE, loginErrorMessage } from '../lib/firebase-errors.ts';
import { loginSchema, safeNextPath, validate, type FieldErrors, type LoginValues } from '../lib/validation.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { CenteredText, FormStack } from './FormStack.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { OrDivider } from './OrDivider.tsx';
import { RoleSelection } from './RoleSelection.tsx';

/** Delay before leaving the page after a Google sign-in, so the toast can be read (spec 2.4: about 1 s). */
const GOOGLE_REDIRECT_DELAY_MS = 1000;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const next = safeNextPath(useSearch());
  const { toast } = useToast();

  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [busy, setBusy] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  /** Email of a first-time Google user, who chooses roles before going on. */
  const [newGoogleEmail, setNewGoogleEmail] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const afterGoogle = (credential: UserCredential) => {
    if (getAdditionalUserInfo(credential)?.isNewUser) {
      setNewGoogleEmail(credential.user.email ?? '');
      return;
    }
    toast({ title: t('Login Realizado!'), description: t('Bem-vindo de volta!'), variant: 'success' });
    timer.current = setTimeout(() => navigate(next), GOOGLE_REDIRECT_DELAY_MS);
  };

  // A Google redirect sign-in (used when popups are blocked) comes back to this page.
  useEffect(() => {
    let active = true;
    readGoogleRedirect()
      .then((credential) => {
        if (active && credential) afterGoogle(credential);
      })
      .catch(() => {
        if (active) {
          toast({
            title: t(LOGIN_ERROR_TITLE),
            description: t('Erro ao processar autenticação com Google'),
            variant: 'destructive',
          });
        }
      });
    return () => {
      active = false;
    };
    // Runs once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onGoogle = async () => {
    setGoogleBusy(true);
    try {
      const credential = await signInWithGoogle();
      if (credential) afterGoogle(credential);
    } catch (error) {
      toast({ title: t(LOGIN_ERROR_TITLE), description: t(googleErrorMessage(error)), variant: 'destructive' });
    } finally {
      setGoogleBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(loginSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signInWithEmailAndPassword(auth, result.data.email, result.data.password);
      toast({ title: t('Login Realizado!'), description: t('Bem-vindo de volta!'), variant: 'success' });
      navigate(next);
    } catch (error) {
      toast({ title: t(LOGIN_ERROR_TITLE), description: t(loginErrorMessage(error)), variant: 'destructive' });
      setBusy(false);
    }
  };

  if (newGoogleEmail !== null) {
    return <RoleSelection email={newGoogleEmail} nextPath={next} />;
  }

  const set = (field: keyof LoginValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <AuthLayout title={t('Entrar')} subtitle={t('Aceda à sua conta para reservar viagens, alojamentos e eventos.')}>
      <GoogleButton onClick={onGoogle} loading={googleBusy} disabled={busy}>
        {t('Entrar com Google')}
      </GoogleButton>
      <OrDivider />
      <FormStack onSubmit={onSubmit} noValidate aria-label={t('Entrar com email')}>
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email ? t(errors.email) : undefined}
          required
        />
        <PasswordField
          label={t('Senha')}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password ? t(errors.password) : undefined}
          required
        />
        <Button type="submit" fullWidth loading={busy} disabled={googleBusy}>
          {busy ? t('Entrando...') : t('Entrar')}
        </Button>
      </FormStack>
      <CenteredText>
        {t('Ainda não tem conta?')}{' '}
        <Link href={next === '/' ? '/signup' : `/signup?next=${encodeURIComponent(next)}`}>{t('Criar uma conta')}</Link>
      </CenteredText>
      <Button as={Link} href="/" variant="ghost" fullWidth>
        {t('Voltar à página inicial')}
      </Button>
    </AuthLayout>
  );
}
