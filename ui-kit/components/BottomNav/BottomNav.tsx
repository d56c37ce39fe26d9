/// <reference path="../../theme/styled.d.ts" />
/**
 * @module BottomNav: the phone tab bar (Início, Reservas, Chat, Alertas, Eventos, Perfil). Fixed to the bottom
 * below 768 px and not rendered from there up; a spacer keeps the page's end visible above it. The active item
 * has aria-current="page"; badge counts cap at '9+' (spec section 9) and are part of the link's name ('Alertas, 3 por ler'), which begins with
 * the visible label and its count in the order they are read (WCAG 2.5.3, label in name).
 */
import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, iconNames, type IconName } from '../Icon';

export type BottomNavItem = {
  href: string;
  label: string;
  icon: IconName | ReactNode;
  /** Unread count (0 hides it) or a short text. */
  badge?: number | string;
  active?: boolean;
};

export type BottomNavProps = HTMLAttributes<HTMLElement> & {
  items: readonly BottomNavItem[];
  /** Link component (e.g. wouter's Link). Default: a plain <a>. */
  linkAs?: ElementType;
  /** Spoken after a badge count. Default 'por ler'. */
  badgeSuffix?: string;
};

const Spacer = styled.div`
  height: calc(${({ theme }) => theme.sizes.bottomNavHeight} + env(safe-area-inset-bottom, 0px));
  ${({ theme }) => theme.media.tablet} { display: none; }
`;

const Root = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.bottomNav};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.tablet} { display: none; }

  & > ul {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
    height: ${({ theme }) => theme.sizes.bottomNavHeight};
  }
  & > ul > li { flex: 1 1 0; min-width: 0; }
`;

const Link = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[0.5]};
  height: 100%;
  padding: 0 ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  & > [data-label] { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.brand}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 25%;
    right: 25%;
    height: 3px;
    border-radius: 0 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.shadows.focus}; }

  & > [data-icon-wrap] { position: relative; display: flex; }
  /* Over the icon's top-right corner (the icon is 22 px, centred, 12 px from the top). */
  & > [data-count] {
    position: absolute;
    top: 6px;
    left: calc(50% + 1px);
    min-width: 18px;
    height: 18px;
    padding: 0 ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 18px;
    text-align: center;
  }
`;

/** '9+' above nine (spec section 9). */
export function formatBadge(badge: number | string | undefined): string | null {
  if (badge === undefined || badge === '' || badge === 0) return null;
  if (typeof badge === 'number') return badge > 9 ? '9+' : String(badge);
  return badge;
}

/**
 * @example
 * <BottomNav linkAs={Link} items={[{ href: '/', label: 'Início', icon: 'home', active: true },
 *   { href: '/notificacoes', label: 'Alertas', icon: 'bell', badge: unread }]} />
 */
export const BottomNav = forwardRef<HTMLElement, BottomNavProps>(function BottomNav(
  { items, linkAs = 'a', badgeSuffix, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <>
      <Spacer aria-hidden="true" data-bottom-nav-spacer />
      <Root ref={ref} aria-label={ariaLabel ?? t('Navegação principal')} {...rest}>
        <ul>
          {items.map((item) => {
            const count = formatBadge(item.badge);
            const icon =
              typeof item.icon === 'string' && (iconNames as string[]).includes(item.icon) ? (
                <Icon name={item.icon as IconName} size={22} />
              ) : (
                item.icon
              );
            return (
              <li key={item.href}>
                <Link
                  as={linkAs}
                  href={item.href}
                  aria-current={item.active ? 'page' : undefined}
                  aria-label={count ? `${item.label}, ${count} ${badgeSuffix ?? t('por ler')}` : undefined}
                >
                  <span data-icon-wrap aria-hidden="true">
                    {icon}
                  </span>
                  {/* The label before the count in the text (WCAG 2.5.3: the name 'Chat, 1 por ler' contains the
                      visible 'Chat 1'); the count is drawn over the icon. */}
                  <span data-label>{item.label}</span>
                  {count ? <>{' '}<span data-count>{count}</span></> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </Root>
    </>
  );
});
