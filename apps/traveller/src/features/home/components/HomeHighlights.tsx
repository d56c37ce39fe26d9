/**
 * @module Slot for the home sections that need live data (spec 2.3): special driver offers and popular rides (rides
 * tab, from the rides feature, composed in src/app) and weekly highlights per tab (later issues). Without content it
 * renders nothing: the prototype's built-in sample highlights are never shown (DECISIONS.md 1).
 *
 * Below the search card on a phone, the sections render (and fetch their data and photos) only when they come into
 * the screen, in a reserved height meanwhile (issue 13: less work and fewer requests before a cheap phone shows the
 * page).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SearchTab } from './SearchCard.tsx';

/** The page container the search card sits in, so every tab's sections line up with it (issue 15). */
const Container = styled.div`
  max-width: ${({ theme }) => theme.sizes.container.lg};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }

  &:empty:not([data-waiting]) {
    display: none;
  }

  &[data-waiting] {
    min-height: 28rem;
  }
`;

/** True once the element is within `margin` of the viewport (at once without IntersectionObserver). */
function useNearScreen(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

export type HomeHighlightsProps = {
  /** The search card's current tab: rides show offers and popular rides, the others their highlights. */
  tab: SearchTab;
  /** The sections for a tab, or nothing. */
  render?: (tab: SearchTab) => ReactNode;
};

export function HomeHighlights({ tab, render }: HomeHighlightsProps) {
  const { ref, near } = useNearScreen('0px');
  if (!render) return null;
  return (
    <Container ref={ref} data-waiting={near ? undefined : ''} aria-busy={near ? undefined : true}>
      {near ? render(tab) : null}
    </Container>
  );
}
