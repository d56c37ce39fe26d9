/**
 * @module The /signup page (spec 2.4). Email sign-up creates the account, records the client role and goes on
 * (to `next` or '/'). A Google sign-in replaces the form with the role selection screen.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../lib/internal-links.ts';
import { createUserWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { PasswordField } from '@turismo/ui-kit/PasswordField';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { readGoogleRedirect, signInWithGoogle } from '../api/google-sign-in.ts';
import { setupRoles } from '../api/setup-roles.ts';
import { googleErrorMessage, REGISTER_ERROR_TITLE, registerErrorMessage } from '../lib/firebase-errors.ts';
import {
  safeNextPath,
  signupSchema,
  splitFullName,
  validate,
  type FieldErrors,
  type SignupValues,
} from '../lib/validation.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { CenteredText, FormStack } from './FormStack.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { OrDivider } from './OrDivider.tsx';
import { RoleSelection } from './RoleSelection.tsx';

const EMPTY: SignupValues = { fullName: '', email: '', password: '', confirmPassword: '' };

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const search = useSearch();
  const next = safeNextPath(search);
  // '/signup?etapa=papeis' is where a first-time Google user from the login dialog chooses roles.
  const askRoles = new URLSearchParams(search).get('etapa') === 'papeis';
  const { toast } = useToast();
  const { user, loading, profile, refreshProfile } = useSession();

  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignupValues>>({});
  const [busy, setBusy] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  /** Set by a Google sign-in on this page (popup or redirect result), or when role setup must be retried. */
  const [roleUser, setRoleUser] = useState<User | null>(null);
  /** True while the email flow runs, so the auth state change it causes does not switch screens. */
  const emailFlow = useRef(false);

  useEffect(() => {
    let active = true;
    readGoogleRedirect()
      .then((credential) => {
        if (active && credential) setRoleUser(credential.user);
      })
      .catch(() => {
        if (active) {
          toast({
            title: t(REGISTER_ERROR_TITLE),
            description: t('Erro ao inicializar registro com Google'),
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
      if (credential) setRoleUser(credential.user);
    } catch (error) {
      toast({ title: t(REGISTER_ERROR_TITLE), description: t(googleErrorMessage(error)), variant: 'destructive' });
    } finally {
      setGoogleBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signupSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    emailFlow.current = true;
    const { fullName, email, password } = result.data;

    let created: User;
    try {
      created = (await createUserWithEmailAndPassword(auth, email, password)).user;
    } catch (error) {
      emailFlow.current = false;
      setBusy(false);
      toast({ title: t(REGISTER_ERROR_TITLE), description: t(registerErrorMessage(error)), variant: 'destructive' });
      return;
    }

    try {
      await updateProfile(created, { displayName: fullName }).catch(() => undefined);
      await setupRoles(created, { roles: ['client'], ...splitFullName(fullName) });
      await refreshProfile();
      toast({
        title: t('Conta Criada!'),
        description: t('A sua conta foi criada com sucesso. Bem-vindo!'),
        variant: 'success',
      });
      navigate(next);
    } catch {
      // The identity account exists but its roles were not recorded: let the user retry from role selection.
      toast({
        title: t('Erro na Configuração'),
        description: t('Erro ao configurar sua conta. Tente novamente.'),
        variant: 'destructive',
      });
      emailFlow.current = false;
      setBusy(false);
      setRoleUser(created);
    }
  };

  const signedInUser = roleUser ?? user;
  if (signedInUser && !emailFlow.current) {
    if (roleUser || askRoles) {
      return <RoleSelection email={signedInUser.email ?? ''} nextPath={next} />;
    }
    if (loading) return <Spinner label={t('A carregar...')} />;
    return (
      <AuthLayout title={t('Já tem sessão iniciada')} subtitle={signedInUser.email ?? undefined}>
        {profile ? null : (
          <Button variant="outline" fullWidth onClick={() => setRoleUser(user)}>
            {t('Escolher tipos de conta')}
          </Button>
        )}
        <Button as={Link} href={next} fullWidth>
          {t('Continuar')}
        </Button>
      </AuthLayout>
    );
  }

  const set = (field: keyof SignupValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <AuthLayout title={t('Criar Conta')} subtitle={t('Crie a sua conta para reservar viagens, alojamentos e eventos.')}>
      <GoogleButton onClick={onGoogle} loading={googleBusy} disabled={busy}>
        {t('Entrar com Google')}
      </GoogleButton>
      <OrDivider />
      <FormStack onSubmit={onSubmit} noValidate aria-label={t('Criar conta com email')}>
        <TextField
          label={t('Nome Completo')}
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName ? t(errors.fullName) : undefined}
          required
        />
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
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password ? t(errors.password) : undefined}
          hint={t('Pelo menos 6 caracteres.')}
          required
        />
        <PasswordField
          label={t('Confirmar Senha')}
          showLabel={t('Mostrar confirmação')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
          required
        />
        <Button type="submit" fullWidth loading={busy} disabled={googleBusy}>
          {busy ? t('Criando Conta...') : t('Criar Conta')}
        </Button>
      </FormStack>
      <CenteredText>
        {t('Já tem conta?')}{' '}
        <Link href={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`}>{t('Entrar')}</Link>
      </CenteredText>
      <Button as={Link} href="/" variant="ghost" fullWidth>
        {t('Voltar à página inicial')}
      </Button>
    </AuthLayout>
  );
}
