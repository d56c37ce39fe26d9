/// <reference path="../../theme/styled.d.ts" />
/**
 * @module ChatThread: a conversation's messages (spec 2.12, 2.15) and the box to write the next one. Messages are an
 * ordered list inside a polite live region (role="log"), each with its sender and time; the caller's own are
 * aligned right. Location messages read 'Localização partilhada' with a map link. The textarea is labelled; Enter
 * sends, Shift+Enter starts a new line. When the conversation is closed the box stays visible but disabled, with
 * the notice given in `closedNotice` (spec 4 'Chat status').
 */
import {
  type FormEvent,
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { controlCss, FieldLabel } from '../TextField';

export type ChatThreadMessage = {
  id: string;
  message: string;
  senderName: string;
  /** Sent by the person looking at the thread. */
  mine: boolean;
  /** ISO instant. */
  createdAt: string;
  type?: 'text' | 'location';
  lat?: number | null;
  lng?: number | null;
};

export type ChatThreadProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  messages: readonly ChatThreadMessage[];
  /** Sends a message (already trimmed, never empty). Resolve to clear the box; reject to keep the text. */
  onSend: (message: string) => Promise<void> | void;
  /** When set (non-empty) the conversation is closed: the notice is shown and the box is disabled. */
  closedNotice?: ReactNode;
  /** Shown when there are no messages. */
  emptyText?: ReactNode;
  /** Older messages exist: shows 'Carregar mensagens anteriores'. */
  hasOlder?: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  /** Accessible name of the message list. Default 'Mensagens'. */
  label?: string;
  /** Formats a message's time. Default: dd/MM HH:mm in Africa/Maputo (DECISIONS.md 5). */
  formatTime?: (iso: string) => string;
  /** Label of the text box. Default 'Mensagem'. */
  inputLabel?: string;
};

export const MESSAGE_MAX_LENGTH = 2000;

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** dd/MM, HH:mm in Maputo, in the app's language (pt-MZ, or en-GB in English). */
export function formatMessageTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const locale = getI18n()?.language === 'en' ? 'en-GB' : 'pt-MZ';
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Africa/Maputo',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    timeFormats.set(locale, format);
  }
  return format.format(d);
}

/** The text to send for what was typed, or null when it is blank (spec 5: non-empty after trimming). */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, MESSAGE_MAX_LENGTH) : null;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  gap: ${({ theme }) => theme.space[3]};
`;

const Log = styled.div`
  max-height: min(60vh, 560px);
  min-height: 160px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & > ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-empty] {
    margin: 0;
    padding: ${({ theme }) => theme.space[6]} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
  & [data-older] { display: flex; justify-content: center; margin-bottom: ${({ theme }) => theme.space[2]}; }
`;

const Bubble = styled.li`
  align-self: flex-start;
  max-width: min(85%, 520px);
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-bottom-left-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &[data-mine] {
    align-self: flex-end;
    border-bottom-left-radius: ${({ theme }) => theme.radii.lg};
    border-bottom-right-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
  & [data-sender] {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & p {
    margin: ${({ theme }) => theme.space[0.5]} 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & time {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    opacity: 0.85;
    text-align: right;
  }
  & a { color: inherit; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  & > [data-row] {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-end;
  }
  & textarea {
    ${controlCss}
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.sizes.controlMd};
    max-height: 160px;
    resize: vertical;
  }
  & [data-hint] {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * @example
 * <ChatThread messages={messages} onSend={(text) => send(text)}
 *   closedNotice={status === 'active' ? undefined : 'Esta conversa foi concluída'} />
 */
export const ChatThread = forwardRef<HTMLElement, ChatThreadProps>(function ChatThread(
  {
    messages,
    onSend,
    closedNotice,
    emptyText,
    hasOlder,
    onLoadOlder,
    loadingOlder,
    label,
    formatTime = formatMessageTime,
    inputLabel,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const inputId = `chat-input-${useId()}`;
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // Keep the newest message in view when one arrives (not when older ones are prepended).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const closed = Boolean(closedNotice);

  const submit = async () => {
    const message = messageToSend(text);
    if (!message || sending || closed) return;
    setSending(true);
    try {
      await onSend(message);
      setText('');
    } catch {
      // The caller reports the failure (toast); the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  // Spec 2.12: Enter sends; Shift+Enter does not (new line). Keys typed while composing (IME) never send.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Root ref={ref} {...rest}>
      <Log ref={logRef} role="log" aria-label={label ?? t('Mensagens')} aria-live="polite" tabIndex={0}>
        {hasOlder && onLoadOlder ? (
          <div data-older>
            <Button size="sm" variant="ghost" onClick={onLoadOlder} loading={loadingOlder}>
              {t('Carregar mensagens anteriores')}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? <p data-empty>{emptyText ?? t('Ainda não há mensagens. Escreva a primeira!')}</p> : (
          <ol>
            {messages.map((m) => (
              <Bubble key={m.id} data-mine={m.mine || undefined} data-message-id={m.id}>
                <span data-sender>{m.mine ? t('Você') : m.senderName}</span>
                {m.type === 'location' ? (
                  <p>
                    <strong>{t('Localização partilhada')}</strong>
                    {m.lat != null && m.lng != null ? (
                      <>
                        {' · '}
                        <a
                          href={`https://www.openstreetmap.org/?mlat=${m.lat}&mlon=${m.lng}#map=16/${m.lat}/${m.lng}`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {t('Ver no mapa')}
                        </a>
                      </>
                    ) : null}
                    {m.message ? <><br />{m.message}</> : null}
                  </p>
                ) : <p>{m.message}</p>}
                <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
              </Bubble>
            ))}
          </ol>
        )}
      </Log>
      {closed ? <Notice role="status">{closedNotice}</Notice> : null}
      <Composer onSubmit={onSubmit} aria-label={t('Enviar mensagem')}>
        <FieldLabel htmlFor={inputId}>{inputLabel ?? t('Mensagem')}</FieldLabel>
        <div data-row>
          <textarea
            id={inputId}
            rows={2}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={t('Digite sua mensagem...')}
            aria-describedby={hintId}
            disabled={closed}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={closed || !messageToSend(text)} loading={sending}>
            {t('Enviar')}
          </Button>
        </div>
        <p id={hintId} data-hint>{t('Enter envia; Shift+Enter muda de linha.')}</p>
      </Composer>
    </Root>
  );
});
