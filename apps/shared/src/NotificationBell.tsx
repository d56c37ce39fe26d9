/**
 * @module The notification bell of the three apps (spec 2.13, issue 14): the unread count from the server on the
 * bell; a click opens a panel with the latest notifications (unread ones highlighted), 'Marcar todas como lidas',
 * 'Ver Todas as Notificações' (the traveller app's /notificacoes) and the empty text 'Nenhuma notificação'. A click on
 * a notification marks it read and opens what it is about. The bell also keeps the page's live stream open
 * (live.ts), so counts, chats and bookings refresh within a second. A disclosure: Esc or a click outside closes it
 * and focus returns to the bell.
 */
import { useTranslation } from 'react-i18next';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import { Icon } from '@turismo/ui-kit/Icon';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import { useLiveUpdates } from './live.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  useNotifications,
} from './notifications.ts';
import { relativeTime } from './relative-time.ts';
import { useSession } from './session.tsx';

/** Notifications shown in the panel. */
export const PANEL_SIZE = 8;
/** The full list (traveller app, DECISIONS.md 2). */
export const ALL_NOTIFICATIONS_HREF = '/notificacoes';

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
`;

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

export interface NotificationBellProps {
  /** Opens an app path: the app's router for its own paths, a full page load for another app's. */
  onNavigate?: (path: string) => void;
}

/** @example <NotificationBell onNavigate={(p) => isOwn(p) ? navigate(p) : window.location.assign(p)} /> */
export function NotificationBell({ onNavigate = (p) => window.location.assign(p) }: NotificationBellProps) {
  const { t } = useTranslation();
  useLiveUpdates(true);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unreadPage = useNotifications(true, 'unread', 1);
  const latest = useNotifications(open, 'all', PANEL_SIZE);
  const unread = unreadPage.data?.unread ?? 0;
  const shown = unread > 9 ? '9+' : String(unread);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const go = (path: string) => {
    setOpen(false);
    onNavigate(path);
  };
  const choose = (n: Notification) => async (e: MouseEvent) => {
    e.preventDefault();
    if (!n.readAt) await markNotificationRead(n.id).catch(() => undefined);
    if (n.link) go(n.link);
  };
  const items = latest.data?.data ?? [];

  return (
    <Root ref={rootRef}>
      <BellButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="bell" size={22} />
        {unread > 0 ? <Count aria-hidden="true">{shown}</Count> : null}
        <VisuallyHidden>{unread > 0 ? t('Notificações, {{shown}} por ler', { shown }) : t('Notificações')}</VisuallyHidden>
      </BellButton>
      {open ? (
        <Panel id={panelId} aria-labelledby={`${panelId}-t`}>
          <PanelHead>
            <h2 id={`${panelId}-t`}>{t('Notificações')}</h2>
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
              go(ALL_NOTIFICATIONS_HREF);
            }}
          >
            {t('Ver Todas as Notificações')}
          </Foot>
        </Panel>
      ) : null}
    </Root>
  );
}

/** The right end of the partner portal's and admin app's headers: the bell (signed in only), then the account menu. */
export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The bell for signed-in users only (nothing while the session loads or when signed out).
 * @param isOwnPath paths the app routes itself (navigated with `navigate`); others get a full page load
 * @example <SessionBell isOwnPath={isPortalPath} navigate={navigate} />
 */
export function SessionBell({ isOwnPath, navigate }: { isOwnPath: (path: string) => boolean; navigate: (to: string) => void }) {
  const { user, loading } = useSession();
  if (loading || !user) return null;
  return <NotificationBell onNavigate={(p) => (isOwnPath(p) ? navigate(p) : window.location.assign(p))} />;
}
