/**
 * @module Answers and long lists drawn in steps (issue 13, ADR 0036 'Fourth pass'): an swr answer is drawn in a
 * transition ({@link useDeferredAnswer}), and a results screen draws its first few cards at once and the rest in later
 * tasks, a few at a time, each as a React transition (React splits its rendering into short slices and yields to the
 * browser between them). On a cheap phone the 20 cards of an answer made one task of about a second; now no task draws
 * more than a few. Every card is drawn within moments of the answer, without waiting for a scroll, so each one is
 * reachable by keyboard, screen reader and find-in-page as before; the counts shown come from the answer itself, not
 * from what is drawn.
 */
import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** Cards drawn with the answer: more than a phone's first screen shows. */
export const FIRST_STEP = 4;
/** Cards drawn per later step. */
export const NEXT_STEP = 4;

/**
 * How many of `items` to draw now: `first` at once, then `step` more per task until all are drawn. A new answer
 * (another first item) starts again from `first`; a longer list that keeps its first item ('Mostrar mais', a
 * revalidation) keeps what is drawn, so the focus never loses its card.
 * @example const count = useProgressiveCount(rides); rides.slice(0, count).map(...)
 */
export function useProgressiveCount(items: readonly unknown[], first = FIRST_STEP, step = NEXT_STEP): number {
  const [state, setState] = useState(() => ({ head: items[0], shown: Math.min(first, items.length) }));
  let { shown } = state;
  if (state.head !== items[0]) {
    // Adjusting state while rendering (React's documented pattern): no frame with the previous answer's count.
    shown = Math.min(first, items.length);
    setState({ head: items[0], shown });
  }
  const total = items.length;
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => {
      setState((s) => (s.head === items[0] ? { head: s.head, shown: Math.min(total, s.shown + step) } : s));
    });
  }, [shown, total, step, items]);
  return Math.min(shown, total);
}

/**
 * An swr answer drawn in a transition, in short slices: swr publishes through useSyncExternalStore, whose updates
 * React renders in one uninterruptible task. `data` is the answer once drawn (the previous one meanwhile);
 * `drawing` is true while the first answer is there but not yet drawn (keep the skeleton and aria-busy).
 * @example const { data, drawing } = useDeferredAnswer(useRideList(filters).data);
 */
export function useDeferredAnswer<T>(answer: T | undefined): { data: T | undefined; drawing: boolean } {
  const data = useDeferredValue(answer);
  return { data, drawing: answer !== undefined && data === undefined };
}
