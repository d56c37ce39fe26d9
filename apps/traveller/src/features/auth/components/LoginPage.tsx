/**
 * @module The /login page (spec 2.4): Google sign-in, the email form, a link to /signup and a way back home.
 * After signing in it goes to the `next` query parameter when that is a same-origin path, else '/'.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../lib/internal-links.ts';
import { getAdditionalUserInfo, signInWithEmailAndPassword, type UserCredential } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { msg } from '@turismo/app-core/i18n';
import { useAction } from '@turismo/app-core/use-action';
import { useToast } from '@turismo/ui-kit/Toast';
import { withNext } from '../../../lib/next-path.ts';
import { LOGIN_ERROR_FALLBACK, LOGIN_ERROR_TITLE, loginErrorMessage } from '../lib/firebase-errors.ts';
import { loginSchema, safeNextPath, validate, type LoginValues } from '../lib/validation.ts';
import { EmailField, SignInPasswordField } from './AuthFields.tsx';
import { AuthPageForm, useFormValues, useGoogleSignIn } from './AuthPageForm.tsx';
import { RoleSelection } from './RoleSelection.tsx';

/** Delay before leaving the page after a Google sign-in, so the toast can be read (spec 2.4: about 1 s). */
const GOOGLE_REDIRECT_DELAY_MS = 1000;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const next = safeNextPath(useSearch());
  const { toast } = useToast();
  const form = useFormValues<LoginValues>({ email: '', password: '' });
  const signIn = useAction(
    ({ email, password }: LoginValues) => signInWithEmailAndPassword(auth, email, password),
    {
      failure: { title: t(LOGIN_ERROR_TITLE), description: t(LOGIN_ERROR_FALLBACK) },
      message: (error) => t(loginErrorMessage(error)),
      onSuccess: () => {
        toast({ title: t('Login Realizado!'), description: t('Bem-vindo de volta!'), variant: 'success' });
        navigate(next);
      },
    },
  );
  /** Email of a first-time Google user, who chooses roles before going on. */
  const [newGoogleEmail, setNewGoogleEmail] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const google = useGoogleSignIn({
    errorTitle: LOGIN_ERROR_TITLE,
    redirectError: msg('Erro ao processar autenticação com Google'),
    onCredential: (credential: UserCredential) => {
      if (getAdditionalUserInfo(credential)?.isNewUser) {
        setNewGoogleEmail(credential.user.email ?? '');
        return;
      }
      toast({ title: t('Login Realizado!'), description: t('Bem-vindo de volta!'), variant: 'success' });
      timer.current = setTimeout(() => navigate(next), GOOGLE_REDIRECT_DELAY_MS);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(loginSchema, form.values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    form.setErrors({});
    void signIn.trigger(result.data);
  };

  if (newGoogleEmail !== null) {
    return <RoleSelection email={newGoogleEmail} nextPath={next} />;
  }

  return (
    <AuthPageForm
      title={t('Entrar')}
      subtitle={t('Aceda à sua conta para reservar viagens, alojamentos e eventos.')}
      google={{ busy: google.googleBusy, onClick: google.onGoogle }}
      formLabel={t('Entrar com email')}
      onSubmit={onSubmit}
      busy={signIn.isMutating}
      submit={{ label: t('Entrar'), busyLabel: t('Entrando...') }}
      other={{ prompt: t('Ainda não tem conta?'), label: t('Criar uma conta'), href: withNext('/signup', next) }}
    >
      <EmailField {...form.bind('email')} />
      <SignInPasswordField {...form.bind('password')} />
    </AuthPageForm>
  );
}
