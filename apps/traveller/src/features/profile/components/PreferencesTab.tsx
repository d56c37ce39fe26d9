/**
 * @module The 'Preferências' tab (spec 2.14): language pt/en, currency MZN/USD and the notification choices,
 * saved with PUT /api/auth/profile; the e-mails and SMS the user gets (MessageChoices, saved at once).
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import type { Profile } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
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

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
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

const LANGUAGES = [
  { value: 'pt', label: 'Português' },
  { value: 'en', label: 'English' },
];

const CURRENCIES = [
  { value: 'MZN', label: 'Metical (MZN)' },
  { value: 'USD', label: 'Dólar americano (USD)' },
];

export interface PreferencesTabProps {
  profile: Profile;
  onSaved: () => Promise<void>;
}

export function PreferencesTab({ profile, onSaved }: PreferencesTabProps) {
  const { toast } = useToast();
  const [prefs, setPrefs] = useState<Preferences>(profile.preferences);
  const save = useAction(updateProfile, {
    failure: { title: 'Erro ao guardar', description: 'Não foi possível guardar as preferências. Tente novamente.' },
    onSuccess: async (saved) => {
      await onSaved();
      setPrefs(saved.preferences);
      toast({ title: 'Preferências guardadas', description: 'As suas preferências foram atualizadas.', variant: 'success' });
    },
  });
  const saving = save.isMutating;

  const changed = (Object.keys(prefs) as (keyof Preferences)[]).some((k) => prefs[k] !== profile.preferences[k]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await save.trigger({ preferences: prefs });
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Preferências">
      <Grid>
        <Select
          label="Idioma"
          options={LANGUAGES}
          value={prefs.language}
          onChange={(e) => setPrefs((p) => ({ ...p, language: e.target.value === 'en' ? 'en' : 'pt' }))}
        />
        <Select
          label="Moeda"
          options={CURRENCIES}
          value={prefs.currency}
          onChange={(e) => setPrefs((p) => ({ ...p, currency: e.target.value === 'USD' ? 'USD' : 'MZN' }))}
          hint="Os pagamentos são sempre processados em meticais (MZN)."
        />
      </Grid>
      <Fieldset>
        <legend>Notificações</legend>
        <Checkbox
          label="Notificações de reservas e viagens"
          checked={prefs.notifications}
          onChange={(e) => setPrefs((p) => ({ ...p, notifications: e.target.checked }))}
        />
        <Checkbox
          label="Emails promocionais"
          checked={prefs.emailMarketing}
          onChange={(e) => setPrefs((p) => ({ ...p, emailMarketing: e.target.checked }))}
        />
      </Fieldset>
      <MessageChoices />
      <Actions>
        <Button type="submit" loading={saving} disabled={!changed}>
          {saving ? 'Guardando...' : 'Guardar Preferências'}
        </Button>
      </Actions>
    </Form>
  );
}
