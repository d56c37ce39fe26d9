/**
 * @module The 5-step sign-up wizard of the login dialog (spec 2.4, 4, 5 'Wizard'): credentials, personal data,
 * identity document, photos, account types. Next is blocked until the step validates.
 *
 * When a business account type is chosen (it needs a verification, DECISIONS.md 3), the document and the photos are
 * submitted for review (POST /api/verifications) right after the roles; if that fails the account still exists and
 * /profile/verification, where the user lands, lets them send the documents again. A client-only account does not
 * need a verification, so nothing is sent.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { createUserWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { auth } from '@turismo/app-core/firebase';
import { msg } from '@turismo/app-core/i18n';
import type { Role } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { PasswordField } from '@turismo/ui-kit/PasswordField';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { saveCity } from '../api/save-city.ts';
import { setupRoles } from '../api/setup-roles.ts';
import { submitVerification } from '../../../lib/verification/verification.ts';
import { registerErrorMessage } from '../lib/firebase-errors.ts';
import { listRoleLabels, needsVerification, toggleRole, visibleRoleOptions } from '../lib/role-options.ts';
import {
  CITIES,
  DOCUMENT_TYPES,
  isCity,
  normalizePhone,
  splitFullName,
  validateWizardStep,
  WIZARD_STEPS,
  type WizardValues,
} from '../lib/validation.ts';
import { FormStack, Stack } from './FormStack.tsx';
import { PhotoField } from '../../../lib/verification/PhotoField.tsx';
import { RoleCard } from './RoleCard.tsx';

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

const LAST_STEP = WIZARD_STEPS.length;

const StepHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StepCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(${LAST_STEP}, 1fr);
  gap: ${({ theme }) => theme.space[1]};

  span {
    height: 4px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  span[data-done] { background: ${({ theme }) => theme.colors.brand}; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};

  & > * { flex: 1; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SignupWizardProps {
  /** Called after the account was created and its roles recorded. */
  onCreated: (roles: Role[]) => void;
}

export function SignupWizard({ onCreated }: SignupWizardProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const { refreshProfile } = useSession();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(EMPTY);
  /** A Portuguese source text (msg()), translated where shown. */
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);

    let user = created.current;
    if (!user || user.email?.toLowerCase() !== values.email.trim().toLowerCase()) {
      try {
        user = (await createUserWithEmailAndPassword(auth, values.email.trim(), values.password)).user;
        created.current = user;
      } catch (err) {
        setError(registerErrorMessage(err, msg('Erro ao criar conta.')));
        setBusy(false);
        return;
      }
    }

    const roles = values.roles as Role[];
    try {
      const fullName = values.fullName.trim();
      await updateProfile(user, { displayName: fullName }).catch(() => undefined);
      await setupRoles(user, { roles, ...splitFullName(fullName), phone: normalizePhone(values.phone) });
      // The city is not part of setup-roles; losing it is not worth failing the sign-up.
      if (isCity(values.city)) await saveCity(values.city).catch(() => undefined);
      await refreshProfile();
    } catch {
      setError(msg('Erro ao configurar conta'));
      setBusy(false);
      return;
    }

    let documentsSent = false;
    if (needsVerification(roles) && values.profilePhoto && values.documentPhoto) {
      documentsSent = await submitVerification({
        documentType: values.documentType,
        documentNumber: values.documentNumber.trim(),
        profilePhoto: values.profilePhoto,
        documentPhoto: values.documentPhoto,
      }).then(() => true, () => false);
      // The profile now says 'pending'.
      if (documentsSent) await refreshProfile().catch(() => undefined);
    }

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
    setBusy(false);
    onCreated(roles);
    if (needsVerification(roles)) navigate('/profile/verification');
  };

  const stepTitle = WIZARD_STEPS[step - 1];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < LAST_STEP) next();
    else void create();
  };

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={t('Criar conta')}>
      <StepHeader>
        <StepCount>
          {t('Passo {{step}} de {{total}}', { step, total: LAST_STEP })}
        </StepCount>
        <StepTitle ref={headingRef} tabIndex={-1}>
          {stepTitle ? t(stepTitle) : null}
        </StepTitle>
        <Bar aria-hidden="true">
          {WIZARD_STEPS.map((name, i) => (
            <span key={name} data-done={i < step || undefined} />
          ))}
        </Bar>
      </StepHeader>

      {error ? (
        <Alert tone="danger" title={t('Verifique os dados')}>
          {t(error)}
        </Alert>
      ) : null}

      {step === 1 ? (
        <Stack>
          <TextField
            label={t('Email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            required
          />
          <PasswordField
            label={t('Senha')}
            autoComplete="new-password"
            hint={t('Pelo menos 6 caracteres.')}
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            required
          />
          <PasswordField
            label={t('Confirmar Senha')}
            showLabel={t('Mostrar confirmação')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            required
          />
        </Stack>
      ) : null}

      {step === 2 ? (
        <Stack>
          <TextField
            label={t('Nome Completo')}
            autoComplete="name"
            value={values.fullName}
            onChange={(e) => set('fullName', e.target.value)}
            required
          />
          <TextField
            label={t('Telefone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+258 84 123 4567"
            hint={t('Formato: +258XXXXXXXXX ou 8XXXXXXXX')}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            required
          />
          <Select
            label={t('Cidade')}
            placeholder={t('Selecione a cidade')}
            options={CITIES.map((c) => ({ value: c, label: c }))}
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            required
          />
        </Stack>
      ) : null}

      {step === 3 ? (
        <Stack>
          <Select
            label={t('Tipo de Documento')}
            options={DOCUMENT_TYPES.map((d) => ({ ...d, label: t(d.label) }))}
            value={values.documentType}
            onChange={(e) => set('documentType', e.target.value as WizardValues['documentType'])}
          />
          <TextField
            label={t('Número do Documento')}
            autoComplete="off"
            value={values.documentNumber}
            onChange={(e) => set('documentNumber', e.target.value)}
            required
          />
        </Stack>
      ) : null}

      {step === 4 ? (
        <Stack>
          <Muted>{t('Carregue uma foto sua e uma foto do documento de identificação.')}</Muted>
          <PhotoField
            label={t('Foto de Perfil')}
            which="profile"
            value={values.profilePhoto}
            onChange={(url) => set('profilePhoto', url)}
            disabled={busy}
          />
          <PhotoField
            label={t('Foto do Documento')}
            which="document"
            value={values.documentPhoto}
            onChange={(url) => set('documentPhoto', url)}
            disabled={busy}
          />
        </Stack>
      ) : null}

      {step === 5 ? (
        <Stack role="group" aria-label={t('Tipos de conta')}>
          <Muted>{t('Pode escolher várias opções. A conta de Cliente está sempre incluída.')}</Muted>
          {visibleRoleOptions(values.email).map((option) => (
            <RoleCard
              key={option.role}
              option={option}
              selected={values.roles.includes(option.role)}
              locked={option.role === 'client'}
              disabled={busy}
              onToggle={() => set('roles', toggleRole(values.roles as Role[], option.role))}
            />
          ))}
          {needsVerification(values.roles as Role[]) ? (
            <Alert tone="warning" title={t('Verificação Necessária')}>
              {t('As contas de negócio precisam de verificação de documentos antes de oferecer serviços.')}
            </Alert>
          ) : null}
        </Stack>
      ) : null}

      <Actions>
        <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 1 || busy}>
          {t('Anterior')}
        </Button>
        {step < LAST_STEP ? (
          <Button type="submit">{t('Próximo')}</Button>
        ) : (
          <Button type="submit" loading={busy}>
            {busy ? t('Criando...') : t('Criar Conta')}
          </Button>
        )}
      </Actions>
    </FormStack>
  );
}
