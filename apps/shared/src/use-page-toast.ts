/** @module A toast that belongs to the page it was shown on. */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { type ToastOptions, useToast } from '@turismo/ui-kit/Toast';

/**
 * `useToast().toast` whose toast closes when the user moves to another page or the component that showed it goes
 * away: a search's 'Busca realizada' describes the results on screen, so it must not follow the user to the page of
 * the result they opened (issue 15). Returns the toast function (it returns the toast's id, as `toast` does).
 */
export function usePageToast(): (options: ToastOptions) => string {
  const { toast, dismiss } = useToast();
  const [location] = useLocation();
  const shown = useRef<string | null>(null);
  const page = useRef(location);

  useEffect(() => {
    if (location === page.current) return;
    page.current = location;
    if (shown.current) dismiss(shown.current);
    shown.current = null;
  }, [location, dismiss]);

  useEffect(() => () => {
    if (shown.current) dismiss(shown.current);
  }, [dismiss]);

  return useCallback((options: ToastOptions) => (shown.current = toast(options)), [toast]);
}
