/**
 * @module The 'Pessoal' tab of the profile (spec 2.14): photo or initials, Nome, Apelido, Email (always read-only),
 * Telefone and Cidade, editable only in edit mode; saving calls PUT /api/auth/profile.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import type { Profile } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { Grid } from '@turismo/ui-kit/Grid';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { updateProfile } from '../api/update-profile.ts';
import { CITIES, validatePersonal, type PersonalValues } from '../lib/profile-form.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

function toValues(profile: Profile): PersonalValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    city: profile.city ?? '',
  };
}

export interface PersonalTabProps {
  profile: Profile;
  /** Refetches the session's profile after a save. */
  onSaved: () => Promise<void>;
}

export function PersonalTab({ profile, onSaved }: PersonalTabProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<PersonalValues>(() => toValues(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof PersonalValues, string>>>({});
  const save = useAction(updateProfile, {
    failure: { title: t('Erro ao guardar'), description: t('Não foi possível guardar o perfil. Tente novamente.') },
    onSuccess: async (saved) => {
      await onSaved();
      setValues(toValues(saved));
      setEditing(false);
      toast({ title: t('Perfil atualizado'), description: t('Os seus dados foram guardados.'), variant: 'success' });
    },
  });
  const saving = save.isMutating;

  const set = (field: keyof PersonalValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const startEditing = () => {
    setValues(toValues(profile));
    setErrors({});
    setEditing(true);
  };

  const cancel = () => {
    setValues(toValues(profile));
    setErrors({});
    setEditing(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const result = validatePersonal(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    await save.trigger(result.data);
  };

  const shown = editing ? values : toValues(profile);
  const cityOptions = CITIES.map((c) => ({ value: c, label: c }));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('Dados pessoais')}>
      <Grid as="div" gap={4}>
        <TextField
          label={t('Nome')}
          autoComplete="given-name"
          value={shown.firstName}
          onChange={set('firstName')}
          disabled={!editing}
          error={errors.firstName ? t(errors.firstName) : undefined}
        />
        <TextField
          label={t('Apelido')}
          autoComplete="family-name"
          value={shown.lastName}
          onChange={set('lastName')}
          disabled={!editing}
          error={errors.lastName ? t(errors.lastName) : undefined}
        />
        <TextField
          label={t('Email')}
          type="email"
          value={profile.email ?? ''}
          disabled
          readOnly
          hint={t('O email não pode ser alterado.')}
        />
        <TextField
          label={t('Telefone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+258 84 123 4567"
          value={shown.phone}
          onChange={set('phone')}
          disabled={!editing}
          error={errors.phone ? t(errors.phone) : undefined}
          hint={editing ? t('Formato: +258XXXXXXXXX ou 8XXXXXXXX') : undefined}
        />
        <Select
          label={t('Cidade')}
          placeholder={t('Selecione a cidade')}
          options={cityOptions}
          value={shown.city}
          onChange={set('city')}
          disabled={!editing}
          error={errors.city ? t(errors.city) : undefined}
        />
      </Grid>
      <Actions>
        {editing ? (
          <>
            <Button variant="ghost" onClick={cancel} disabled={saving}>
              {t('Cancelar')}
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? t('Guardando...') : t('Guardar')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={startEditing}>
            {t('Editar')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
