/**
 * @module The phone's bottom bar (spec 2.2): Início, Reservas, Chat, Alertas, Eventos, Perfil. Badges come from real
 * data only (DECISIONS.md 1): Chat shows the unread messages of the traveller's conversations, Alertas the unread
 * notifications. The signed-in badges are read in their own chunk (./SignedInMobileNav.tsx): a visitor's first script
 * carries no chat, notifications or swr (issue 13, ADR 0036).
 */
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { BottomNav } from '@turismo/ui-kit/BottomNav';
import type { IconName } from '@turismo/ui-kit/Icon';
import { useSession } from '@turismo/app-core/session';
import { isCurrent } from '@turismo/app-core/AppFrame';

const SignedInMobileNav = lazy(async () => ({
  default: (await import('./SignedInMobileNav.tsx')).SignedInMobileNav,
}));

type NavEntry = {
  href: string;
  /** A Portuguese source text marked with msg(), translated where shown. */
  label: string;
  icon: IconName;
  /** Paths (besides href) that show this entry as the current one: the English aliases (DECISIONS.md 2). */
  aliases: string[];
};

export const MOBILE_NAV: NavEntry[] = [
  { href: '/', label: msg('Início'), icon: 'home', aliases: [] },
  { href: '/reservas', label: msg('Reservas'), icon: 'ticket', aliases: ['/bookings', '/dashboard'] },
  { href: '/chat', label: msg('Chat'), icon: 'chat', aliases: [] },
  { href: '/notificacoes', label: msg('Alertas'), icon: 'bell', aliases: ['/notifications'] },
  { href: '/eventos', label: msg('Eventos'), icon: 'calendar', aliases: ['/events'] },
  { href: '/perfil', label: msg('Perfil'), icon: 'user', aliases: ['/profile'] },
];

export type MobileNavBarProps = {
  /** Unread chat messages (GET /api/chat/rooms); undefined or 0: no badge. */
  chatUnread?: number;
  /** Unread notifications; undefined or 0: no badge. */
  unread?: number;
};

/** The bar; signed in, with its badges (the bar without them while their chunk loads: same size, no shift). */
export function MobileNav() {
  const { user } = useSession();
  if (!user) return <MobileNavBar />;
  return (
    <Suspense fallback={<MobileNavBar />}>
      <SignedInMobileNav />
    </Suspense>
  );
}

/** The bar with the given badges. */
export function MobileNavBar({ chatUnread, unread }: MobileNavBarProps = {}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const badges: Record<string, number | undefined> = { '/notificacoes': unread };
  return (
    <BottomNav
      aria-label={t('Navegação principal')}
      linkAs={Link}
      items={MOBILE_NAV.map(({ href, label, icon, aliases }) => ({
        href,
        label: t(label),
        icon,
        badge: (href === '/chat' ? chatUnread : badges[href]) || undefined,
        active: [href, ...aliases].some((path) => isCurrent(location, path)),
      }))}
    />
  );
}
