/**
 * @module The frame every app draws around its pages (the traveller's AppLayout, the admin app's and each partner
 * area's AreaFrame): the header (with its skip link to #conteudo), the main content, an optional footer and the
 * phone's bottom bar, in that order (keyboard and screen-reader order). Clicks on links to the app's own paths
 * navigate without a reload; after a route change focus moves to the main content so screen readers announce the
 * new page, and the page scrolls to its top.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { interceptLinks } from './links.ts';

// The staging banner is drawn on staging only (PAYMENT_SANDBOX=allow), so its code is a chunk of its own, fetched
// there: the first script of every other deployment stays within its budget (issue 13, ADR 0036).
const SandboxBanner = lazy(() => import('./SandboxBanner.tsx').then((m) => ({ default: m.SandboxBanner })));

/** Whether the server said this deployment runs the payment sandbox (its runtime settings, api/src/main.ts). */
const paymentSandboxOn = () =>
  (globalThis as { __MOZTURISMO_CONFIG__?: { paymentSandbox?: boolean } }).__MOZTURISMO_CONFIG__?.paymentSandbox ===
    true;

export type AppFrameProps = {
  /** The app bar. */
  header: ReactNode;
  footer?: ReactNode;
  /** The phone's bottom bar (the kit's BottomNav), last so its spacer ends the page. */
  bottom?: ReactNode;
  /** Whether a same-origin path belongs to this app (the others load in full). */
  isOwnPath: (path: string) => boolean;
  /**
   * The main content is at least a screen high, so a footer starts below the fold and never moves while a page loads
   * its chunk and data (issue 13). Default false.
   */
  fullHeightMain?: boolean;
  children: ReactNode;
};

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.bg};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  outline: none;

  &[data-full-height] {
    min-height: 100vh;
    min-height: 100dvh;
  }
`;

/**
 * Whether `href` is the current page for `location`, with its sub-paths unless `exact` ('/' only matches itself).
 * @example isCurrent('/drivers/offers/1', '/drivers/offers') // true
 */
export function isCurrent(location: string, href: string, exact = false): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === href) return true;
  return !exact && path.startsWith(`${href}/`);
}

/** @example <AppFrame header={<AppBar ... />} bottom={<BottomNav ... />} isOwnPath={(p) => isUnder(p, ['/admin'])}>{page}</AppFrame> */
export function AppFrame({ header, footer, bottom, isOwnPath, fullHeightMain = false, children }: AppFrameProps) {
  const [location, navigate] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    try {
      window.scrollTo(0, 0);
    } catch {
      // jsdom has no layout; scrolling is only a nicety.
    }
  }, [location]);

  return (
    <Shell onClick={interceptLinks(isOwnPath, navigate)}>
      {paymentSandboxOn() && (
        <Suspense fallback={null}>
          <SandboxBanner />
        </Suspense>
      )}
      {header}
      <Main id="conteudo" ref={mainRef} tabIndex={-1} data-full-height={fullHeightMain || undefined}>
        {children}
      </Main>
      {footer}
      {bottom}
    </Shell>
  );
}
