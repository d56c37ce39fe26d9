/**
 * @module The /signup page (spec 2.4). Email sign-up creates the account, records the client role and goes on
 * (to `next` or '/'). A Google sign-in replaces the form with the role selection screen.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../lib/internal-links.ts';
import { createUserWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { useSession } from '@turismo/app-core/session';
import { msg } from '@turismo/app-core/i18n';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { withNext } from '../../../lib/next-path.ts';
import { setupRoles } from '../api/setup-roles.ts';
import { REGISTER_ERROR_FALLBACK, REGISTER_ERROR_TITLE, registerErrorMessage } from '../lib/firebase-errors.ts';
import { safeNextPath, signupSchema, splitFullName, validate, type SignupValues } from '../lib/validation.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { EmailField, NewPasswordFields, textProps } from './AuthFields.tsx';
import { AuthPageForm, useFormValues, useGoogleSignIn } from './AuthPageForm.tsx';
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

  const form = useFormValues<SignupValues>(EMPTY);
  /** Set by a Google sign-in on this page (popup or redirect result), or when role setup must be retried. */
  const [roleUser, setRoleUser] = useState<User | null>(null);
  /** True while the email flow runs, so the auth state change it causes does not switch screens. */
  const emailFlow = useRef(false);

  const google = useGoogleSignIn({
    errorTitle: REGISTER_ERROR_TITLE,
    redirectError: msg('Erro ao inicializar registro com Google'),
    onCredential: (credential) => setRoleUser(credential.user),
  });

  // First the identity account, then its client role: each failure has its own toast.
  const createAccount = useAction(
    ({ email, password }: { email: string; password: string }) => createUserWithEmailAndPassword(auth, email, password),
    {
      failure: { title: t(REGISTER_ERROR_TITLE), description: t(REGISTER_ERROR_FALLBACK) },
      message: (error) => t(registerErrorMessage(error)),
    },
  );
  const setUpAccount = useAction(async ({ created, fullName }: { created: User; fullName: string }) => {
    await updateProfile(created, { displayName: fullName }).catch(() => undefined);
    await setupRoles(created, { roles: ['client'], ...splitFullName(fullName) });
    await refreshProfile();
    return true;
  }, {
    failure: { title: t('Erro na Configuração'), description: t('Erro ao configurar sua conta. Tente novamente.') },
    message: () => null,
    onSuccess: () => {
      toast({
        title: t('Conta Criada!'),
        description: t('A sua conta foi criada com sucesso. Bem-vindo!'),
        variant: 'success',
      });
      navigate(next);
    },
  });
  const busy = createAccount.isMutating || setUpAccount.isMutating;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signupSchema, form.values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    form.setErrors({});
    emailFlow.current = true;
    const { fullName, email, password } = result.data;
    const created = (await createAccount.trigger({ email, password }))?.user;
    if (!created) {
      emailFlow.current = false;
      return;
    }
    if (!(await setUpAccount.trigger({ created, fullName }))) {
      // The identity account exists but its roles were not recorded: let the user retry from role selection.
      emailFlow.current = false;
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

  return (
    <AuthPageForm
      title={t('Criar Conta')}
      subtitle={t('Crie a sua conta para reservar viagens, alojamentos e eventos.')}
      google={{ busy: google.googleBusy, onClick: google.onGoogle }}
      formLabel={t('Criar conta com email')}
      onSubmit={onSubmit}
      busy={busy}
      submit={{ label: t('Criar Conta'), busyLabel: t('Criando Conta...') }}
      other={{ prompt: t('Já tem conta?'), label: t('Entrar'), href: withNext('/login', next) }}
    >
      <TextField label={t('Nome Completo')} autoComplete="name" {...textProps(form.bind('fullName'))} required />
      <EmailField {...form.bind('email')} />
      <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirmPassword')} />
    </AuthPageForm>
  );
}
