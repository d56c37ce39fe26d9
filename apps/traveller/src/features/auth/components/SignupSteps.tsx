/** @module The five steps of the sign-up wizard (spec 2.4, 5 'Wizard'): access, personal data, document, photos, account types. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Role } from '@turismo/app-core/roles';
import { Alert } from '@turismo/ui-kit/Alert';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { PhotoField } from '../../../lib/verification/PhotoField.tsx';
import { needsVerification, toggleRole, visibleRoleOptions } from '../lib/role-options.ts';
import { CITIES, DOCUMENT_TYPES, type WizardValues } from '../lib/validation.ts';
import { EmailField, NewPasswordFields, textProps, type FieldBinding } from './AuthFields.tsx';
import { Stack } from './FormStack.tsx';
import { RoleCard } from './RoleCard.tsx';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type StepProps = {
  values: WizardValues;
  set: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
  busy: boolean;
};

/** The text fields of the wizard's values. */
type TextKey = 'email' | 'password' | 'confirmPassword' | 'fullName' | 'phone' | 'city' | 'documentNumber';

/** A text field's binding to the wizard's values. */
function binder({ values, set }: StepProps) {
  return (field: TextKey): FieldBinding => ({ value: values[field], onValue: (value) => set(field, value) });
}

/** Step 1: email, password and its confirmation. */
export function AccessStep(props: StepProps) {
  const bind = binder(props);
  return (
    <Stack>
      <EmailField {...bind('email')} />
      <NewPasswordFields password={bind('password')} confirm={bind('confirmPassword')} />
    </Stack>
  );
}

/** Step 2: full name, phone and city. */
export function PersonalStep(props: StepProps) {
  const { t } = useTranslation();
  const bind = binder(props);
  return (
    <Stack>
      <TextField label={t('Nome Completo')} autoComplete="name" {...textProps(bind('fullName'))} required />
      <TextField
        label={t('Telefone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+258 84 123 4567"
        hint={t('Formato: +258XXXXXXXXX ou 8XXXXXXXX')}
        {...textProps(bind('phone'))}
        required
      />
      <Select
        label={t('Cidade')}
        placeholder={t('Selecione a cidade')}
        options={CITIES.map((c) => ({ value: c, label: c }))}
        {...textProps(bind('city'))}
        required
      />
    </Stack>
  );
}

/** Step 3: identity document type and number. */
export function DocumentStep(props: StepProps) {
  const { t } = useTranslation();
  const { values, set } = props;
  return (
    <Stack>
      <Select
        label={t('Tipo de Documento')}
        options={DOCUMENT_TYPES.map((d) => ({ ...d, label: t(d.label) }))}
        value={values.documentType}
        onChange={(e) => set('documentType', e.target.value as WizardValues['documentType'])}
      />
      <TextField label={t('Número do Documento')} autoComplete="off" {...textProps(binder(props)('documentNumber'))} required />
    </Stack>
  );
}

/** Step 4: profile and document photos. */
export function PhotosStep({ values, set, busy }: StepProps) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Step 5: account types (client always included). */
export function AccountTypeStep({ values, set, busy }: StepProps) {
  const { t } = useTranslation();
  return (
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
  );
}
