/**
 * @module The notification bell's panel (spec 2.13): the latest notifications (unread ones highlighted and announced
 * 'Não lida:'), 'Marcar todas como lidas' while some are unread, the empty text 'Nenhuma notificação', and 'Ver Todas
 * as Notificações'. A click on a notification marks it read and opens what it is about.
 */
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  useNotifications,
} from './notifications.ts';
import { relativeTime } from './relative-time.ts';

/** Notifications shown in the panel. */
export const PANEL_SIZE = 8;
/** The full list (traveller app, DECISIONS.md 2). */
export const ALL_NOTIFICATIONS_HREF = '/notificacoes';

const Panel = styled.section`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  right: 0;
  z-index: 50;
  width: min(24rem, calc(100vw - 1rem));
  max-height: min(32rem, 75vh);
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* On phones the panel spans the screen under the header. */
  @media (max-width: 480px) { position: fixed; top: 3.75rem; right: 0.5rem; left: 0.5rem; width: auto; }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

const Item = styled.a`
  display: grid;
  grid-template-columns: 10px 1fr;
  gap: 2px ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[data-unread] { background: ${({ theme }) => theme.colors.brandSoft}; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.shadows.focus}; }

  strong { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  span, time { grid-column: 2; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  time { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Dot = styled.i`
  grid-row: span 3;
  width: 10px;
  height: 10px;
  margin-top: 5px;
  border-radius: ${({ theme }) => theme.radii.round};
  [data-unread] > & { background: ${({ theme }) => theme.colors.brand}; }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Foot = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.ocean};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;

  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.shadows.focus}; }
`;

export type NotificationPanelProps = {
  /** The panel's id (the bell's aria-controls); its heading is `${id}-t`. */
  id: string;
  /** The unread count from the server. */
  unread: number;
  /** Closes the panel and opens an app path. */
  onGo: (path: string) => void;
};

export function NotificationPanel({ id, unread, onGo }: NotificationPanelProps) {
  const { t } = useTranslation();
  const latest = useNotifications(true, 'all', PANEL_SIZE);
  const items = latest.data?.data ?? [];
  const choose = (n: Notification) => async (e: MouseEvent) => {
    e.preventDefault();
    if (!n.readAt) await markNotificationRead(n.id).catch(() => undefined);
    if (n.link) onGo(n.link);
  };
  return (
    <Panel id={id} aria-labelledby={`${id}-t`}>
      <PanelHead>
        <h2 id={`${id}-t`}>{t('Notificações')}</h2>
        {unread > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => void markAllNotificationsRead().catch(() => undefined)}>
            {t('Marcar todas como lidas')}
          </Button>
        ) : null}
      </PanelHead>
      {latest.isLoading && !latest.data ? (
        <Empty><Spinner label={t('A carregar notificações')} /></Empty>
      ) : items.length === 0 ? (
        <Empty>{t('Nenhuma notificação')}</Empty>
      ) : (
        <List aria-label={t('Últimas notificações')}>
          {items.map((n) => (
            <li key={n.id}>
              <Item href={n.link ?? ALL_NOTIFICATIONS_HREF} data-unread={n.readAt ? undefined : ''} onClick={choose(n)}>
                <Dot aria-hidden="true" />
                <strong>
                  {n.readAt ? null : <VisuallyHidden>{t('Não lida:')} </VisuallyHidden>}
                  {n.title}
                </strong>
                <span>{n.body}</span>
                <time dateTime={n.createdAt}>{relativeTime(n.createdAt)}</time>
              </Item>
            </li>
          ))}
        </List>
      )}
      <Foot
        href={ALL_NOTIFICATIONS_HREF}
        onClick={(e) => {
          e.preventDefault();
          onGo(ALL_NOTIFICATIONS_HREF);
        }}
      >
        {t('Ver Todas as Notificações')}
      </Foot>
    </Panel>
  );
}
