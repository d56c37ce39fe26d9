/**
 * @module The 'Preferências' tab (spec 2.14): language pt/en and the notification choices,
 * saved with PUT /api/auth/profile; the e-mails and SMS the user gets (MessageChoices, saved at once). Saving a
 * language switches the app to it at once (issue 14). No currency choice (issue 32): the spec's MZN/USD preference saved
 * and changed nothing; prices are in meticais (MZN) and payments always are, so the option is not offered (the
 * profile's `currency` stays as it is).
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { changeLanguage, toLanguage } from '@turismo/app-core/i18n';
import { useAction } from '@turismo/app-core/use-action';
import type { Profile } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Grid } from '@turismo/ui-kit/Grid';
import { Select } from '@turismo/ui-kit/Select';
import { useToast } from '@turismo/ui-kit/Toast';
import { updateProfile } from '../api/update-profile.ts';
import { MessageChoices } from './MessageChoices.tsx';

type Preferences = Profile['preferences'];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Each language named in itself, whatever the app's language (a visitor finds their own). */
const LANGUAGES = [
  { value: 'pt', label: 'Português' }, // i18n-exempt: a language named in itself
  { value: 'en', label: 'English' }, // i18n-exempt: a language named in itself
];

export interface PreferencesTabProps {
  profile: Profile;
  onSaved: () => Promise<void>;
}

export function PreferencesTab({ profile, onSaved }: PreferencesTabProps) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [prefs, setPrefs] = useState<Preferences>(profile.preferences);
  const save = useAction(updateProfile, {
    failure: {
      title: t('Erro ao guardar'),
      description: t('Não foi possível guardar as preferências. Tente novamente.'),
    },
    onSuccess: async (saved) => {
      // The saved language applies at once; the toast is already in it (i18n.t: this render's `t` keeps the old one).
      await changeLanguage(toLanguage(saved.preferences.language));
      await onSaved();
      setPrefs(saved.preferences);
      toast({
        title: i18n.t('Preferências guardadas'),
        description: i18n.t('As suas preferências foram atualizadas.'),
        variant: 'success',
      });
    },
  });
  const saving = save.isMutating;

  const changed = (Object.keys(prefs) as (keyof Preferences)[]).some((k) => prefs[k] !== profile.preferences[k]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await save.trigger({ preferences: prefs });
  };

  return (
    <Form onSubmit={onSubmit} aria-label={t('Preferências')}>
      <Grid as="div" gap={4}>
        <Select
          label={t('Idioma')}
          options={LANGUAGES}
          value={prefs.language}
          onChange={(e) => setPrefs((p) => ({ ...p, language: e.target.value === 'en' ? 'en' : 'pt' }))}
        />
      </Grid>
      <Fieldset>
        <legend>{t('Notificações')}</legend>
        <Checkbox
          label={t('Notificações de reservas e viagens')}
          checked={prefs.notifications}
          onChange={(e) => setPrefs((p) => ({ ...p, notifications: e.target.checked }))}
        />
        <Checkbox
          label={t('Emails promocionais')}
          checked={prefs.emailMarketing}
          onChange={(e) => setPrefs((p) => ({ ...p, emailMarketing: e.target.checked }))}
        />
      </Fieldset>
      <MessageChoices />
      <Actions>
        <Button type="submit" loading={saving} disabled={!changed}>
          {saving ? t('Guardando...') : t('Guardar Preferências')}
        </Button>
      </Actions>
    </Form>
  );
}
