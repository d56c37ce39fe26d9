/**
 * @module The signed-in part of the traveller header (spec 2.2, 2.13): the notification bell and the user menu (with
 * its role switcher). Its own chunk (ADR 0036): a signed-out visitor, the one a cheap phone on a slow network is
 * most often, never downloads it; Header.tsx loads it lazily, at once when the browser holds a stored session.
 */
import { useLocation } from 'wouter';
import { NotificationBell } from '@turismo/app-core/NotificationBell';
import { isOtherAppPath } from '../../lib/internal-links.ts';
import { UserMenu } from './UserMenu.tsx';

/** The bell (navigating inside the app, or a full load for another app) and the user menu. */
export function SignedInActions() {
  const [, navigate] = useLocation();
  return (
    <>
      <NotificationBell onNavigate={(p) => (isOtherAppPath(p) ? window.location.assign(p) : navigate(p))} />
      <UserMenu />
    </>
  );
}
