/**
 * @module 'E-mails e SMS' in Preferências (issue 14): one checkbox per topic of e-mails and one for SMS, each saved
 * at once (PUT /api/notifications/preferences). In-app notifications are always kept.
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  saveNotificationPreferences,
  TOPIC_LABELS,
  useNotificationPreferences,
} from '../api/notification-preferences.ts';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

export function MessageChoices() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, mutate } = useNotificationPreferences();
  const save = useAction(saveNotificationPreferences, {
    failure: {
      title: t('Erro ao guardar'),
      description: t('Não foi possível guardar as preferências. Tente novamente.'),
    },
    onSuccess: async (saved) => {
      await mutate(saved, { revalidate: false });
      toast({
        title: t('Preferências guardadas'),
        description: t('As suas preferências foram atualizadas.'),
        variant: 'success',
      });
    },
  });

  return (
    <Fieldset aria-busy={!data || save.isMutating}>
      <legend>{t('E-mails e SMS')}</legend>
      <p>{t('As notificações na aplicação chegam sempre; escolha o que recebe também por e-mail e SMS.')}</p>
      {!data ? (
        <Skeleton height="6rem" />
      ) : (
        <>
          {data.email.map(({ topic, enabled }) => (
            <Checkbox
              key={topic}
              label={TOPIC_LABELS[topic] ? t(TOPIC_LABELS[topic]) : topic}
              checked={enabled}
              disabled={save.isMutating}
              onChange={(e) => void save.trigger({ email: { [topic]: e.target.checked } })}
            />
          ))}
          <Checkbox
            label={t('SMS da reserva confirmada e do lembrete de partida')}
            checked={data.sms}
            disabled={save.isMutating}
            onChange={(e) => void save.trigger({ sms: e.target.checked })}
          />
        </>
      )}
    </Fieldset>
  );
}
