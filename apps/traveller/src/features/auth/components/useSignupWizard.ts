/**
 * @module State and actions of the 5-step sign-up wizard (spec 2.4, 4, 5 'Wizard'): the values, the current step, the
 * step validation, and the account creation (identity account, roles, city, then the verification documents for a
 * business account type, DECISIONS.md 3).
 */
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { createUserWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { msg } from '@turismo/app-core/i18n';
import type { Role } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { useAction } from '@turismo/app-core/use-action';
import { useToast } from '@turismo/ui-kit/Toast';
import { saveCity } from '../api/save-city.ts';
import { setupRoles } from '../api/setup-roles.ts';
import { submitVerification } from '../../../lib/verification/verification.ts';
import { registerErrorMessage } from '../lib/firebase-errors.ts';
import { listRoleLabels, needsVerification } from '../lib/role-options.ts';
import { isCity, normalizePhone, splitFullName, validateWizardStep, WIZARD_STEPS, type WizardValues } from '../lib/validation.ts';

const EMPTY: WizardValues = {
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  phone: '',
  city: '',
  documentType: 'bi',
  documentNumber: '',
  profilePhoto: null,
  documentPhoto: null,
  roles: ['client'],
};

export const LAST_STEP = WIZARD_STEPS.length;

/**
 * The wizard's state. `step` is 1-based; `error` is a Portuguese source text (msg()), translated where shown;
 * `onSubmit` moves to the next step or, on the last one, creates the account and calls `onCreated` with its roles.
 */
export function useSignupWizard(onCreated: (roles: Role[]) => void) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const { refreshProfile } = useSession();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(EMPTY);
  /** A Portuguese source text (msg()), translated where shown. */
  const [error, setError] = useState<string | null>(null);
  /** The identity account, once created: a retry after a failed role setup does not create it again. */
  const created = useRef<User | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Sets a field; an error shown for this step goes away as soon as the step is valid (issue 15). */
  const set = <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => {
    if (error && !validateWizardStep(step, { ...values, [field]: value })) setError(null);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const goTo = (target: number) => {
    setError(null);
    setStep(target);
    // Move focus to the new step's title so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = () => {
    const invalid = validateWizardStep(step, values);
    if (invalid) {
      setError(invalid);
      return;
    }
    goTo(step + 1);
  };

  // Each failure shows in the wizard's Alert (a source text), not as a toast.
  const createAccount = useAction(
    async ({ email, password }: { email: string; password: string }) =>
      (await createUserWithEmailAndPassword(auth, email, password)).user,
    {
      failure: { description: msg('Erro ao criar conta.'), toast: false },
      message: (err) => registerErrorMessage(err, msg('Erro ao criar conta.')),
      onSuccess: (user) => {
        created.current = user;
      },
      onError: (_err, message) => setError(message),
    },
  );
  /** Roles, name, phone and city, then the verification documents of a business account (sent or not: no failure). */
  const setUpAccount = useAction(async ({ user, roles }: { user: User; roles: Role[] }) => {
    const fullName = values.fullName.trim();
    await updateProfile(user, { displayName: fullName }).catch(() => undefined);
    await setupRoles(user, { roles, ...splitFullName(fullName), phone: normalizePhone(values.phone) });
    // The city is not part of setup-roles; losing it is not worth failing the sign-up.
    if (isCity(values.city)) await saveCity(values.city).catch(() => undefined);
    await refreshProfile();
    return { roles, documentsSent: await sendDocuments(roles) };
  }, {
    failure: { description: msg('Erro ao configurar conta'), toast: false },
    message: () => msg('Erro ao configurar conta'),
    onSuccess: ({ roles, documentsSent }) => {
      toast({
        title: t('Conta Criada!'),
        description: t('Bem-vindo! A sua conta foi criada como: {{roles}}.', { roles: listRoleLabels(roles, t) }) +
          (!needsVerification(roles)
            ? ''
            : documentsSent
            ? ` ${t('Os seus documentos foram enviados para verificação.')}`
            : ` ${t('Não foi possível enviar os documentos: envie-os de novo na página de verificação.')}`),
        variant: 'success',
      });
      created.current = null;
      setValues(EMPTY);
      setStep(1);
      onCreated(roles);
      if (needsVerification(roles)) navigate('/profile/verification');
    },
    onError: (_err, message) => setError(message),
  });
  const busy = createAccount.isMutating || setUpAccount.isMutating;

  /** Whether the documents of a business account went for verification (the profile then says 'pending'). */
  const sendDocuments = async (roles: Role[]) => {
    if (!needsVerification(roles) || !values.profilePhoto || !values.documentPhoto) return false;
    const sent = await submitVerification({
      documentType: values.documentType,
      documentNumber: values.documentNumber.trim(),
      profilePhoto: values.profilePhoto,
      documentPhoto: values.documentPhoto,
    }).then(() => true, () => false);
    if (sent) await refreshProfile().catch(() => undefined);
    return sent;
  };

  const create = async () => {
    for (let s = 1; s <= LAST_STEP; s++) {
      const invalid = validateWizardStep(s, values);
      if (invalid) {
        setError(invalid);
        if (s !== step) setStep(s);
        return;
      }
    }
    setError(null);
    let user = created.current;
    if (!user || user.email?.toLowerCase() !== values.email.trim().toLowerCase()) {
      user = await createAccount.trigger({ email: values.email.trim(), password: values.password }) ?? null;
      if (!user) return;
    }
    await setUpAccount.trigger({ user, roles: values.roles as Role[] });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < LAST_STEP) next();
    else void create();
  };

  return { step, values, error, busy, headingRef, set, goTo, onSubmit };
}
