/**
 * @module A support thread (issue 32): its messages in order (the team's signed 'Suporte MozTurismo') and the reply
 * form. Used by the traveller's 'Contactar o suporte' and the admin's /admin/support.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { formatDate, formatTime } from '../format.ts';
import { TextArea } from '../reviews/TextArea.tsx';
import { useAction } from '../use-action.ts';
import { SUPPORT_STATUS_LABELS, type SupportThread, writeSupportMessage } from './support-api.ts';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  li[data-staff] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  p { margin: 0; }
  .meta { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
`;

export type SupportThreadViewProps = {
  thread: SupportThread;
  /** Called with the thread after a reply. */
  onChange: (thread: SupportThread) => void;
  /** The reply field's label ('Responder' for admins). */
  replyLabel?: string;
};

export function SupportThreadView({ thread, onChange, replyLabel }: SupportThreadViewProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useAction((message: string) => writeSupportMessage(thread.id, message), {
    failure: { description: t('Não foi possível enviar a mensagem. Tente novamente.') },
    onSuccess: (next) => {
      setText('');
      onChange(next);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('Escreva a sua mensagem.'));
      return;
    }
    void send.trigger(text.trim());
  };
  return (
    <>
      <p>
        <Badge tone={thread.status === 'open' ? 'warning' : thread.status === 'answered' ? 'info' : 'neutral'}>
          {t(SUPPORT_STATUS_LABELS[thread.status])}
        </Badge>
        {thread.bookingLabel ? ` ${t('Reserva: {{label}}', { label: thread.bookingLabel })}` : null}
      </p>
      <List aria-label={t('Mensagens')}>
        {thread.messages.map((m) => (
          <li key={m.id} data-staff={m.fromStaff || undefined}>
            <p className="meta">
              {m.authorName} · {formatDate(m.createdAt)} {formatTime(m.createdAt)}
            </p>
            <p>{m.body}</p>
          </li>
        ))}
      </List>
      <Form onSubmit={submit} noValidate>
        <TextArea
          label={replyLabel ?? t('Nova mensagem')}
          value={text}
          maxLength={4000}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" loading={send.isMutating}>{t('Enviar')}</Button>
      </Form>
    </>
  );
}
