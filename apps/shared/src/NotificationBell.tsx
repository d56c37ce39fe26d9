/**
 * @module The notification bell of the three apps (spec 2.13, issue 14): the unread count from the server on the
 * bell; a click opens a panel with the latest notifications (unread ones highlighted), 'Marcar todas como lidas',
 * 'Ver Todas as Notificações' (the traveller app's /notificacoes) and the empty text 'Nenhuma notificação'. A click on
 * a notification marks it read and opens what it is about. The bell also keeps the page's live stream open
 * (live.ts), so counts, chats and bookings refresh within a second. A disclosure: Esc or a click outside closes it
 * and focus returns to the bell.
 */
import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDismiss } from '@turismo/ui-kit/Disclosure';
import { Icon } from '@turismo/ui-kit/Icon';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import { useLiveUpdates } from './live.ts';
import { NotificationPanel } from './NotificationPanel.tsx';
import { useNotifications } from './notifications.ts';
import { useSession } from './session.tsx';

export { ALL_NOTIFICATIONS_HREF, PANEL_SIZE } from './NotificationPanel.tsx';

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
  const unread = unreadPage.data?.unread ?? 0;
  const shown = unread > 9 ? '9+' : String(unread);

  useDismiss({ open, onDismiss: () => setOpen(false), rootRef, triggerRef: buttonRef });

  const go = (path: string) => {
    setOpen(false);
    onNavigate(path);
  };

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
      {open ? <NotificationPanel id={panelId} unread={unread} onGo={go} /> : null}
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
