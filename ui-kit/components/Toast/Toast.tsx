/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Toast: ToastProvider and useToast(). One toast at a time (a new one replaces the old, spec section 9),
 * announced through live regions that are always in the page: role=status (polite) for 'default' and 'success',
 * role=alert (assertive) for 'destructive'. Closes itself after 5 s (paused while a mouse rests over it or it holds
 * the keyboard focus; a finger's tap does not pause it, and a press on the card, by finger or mouse, ends the pause:
 * the pointer left over it after the press no longer keeps it, issue 32) or with its 'Fechar' button.
 *
 * Where (issue 32: a toast must never cover the primary action): on phones above the bottom bar, and at the top of
 * the screen while a dialog is open (the kit's Modal marks the body with data-modal-open; a dialog is a bottom sheet
 * on phones whose actions, e.g. 'Pagar', sit at the bottom); from tablets up in the bottom-right corner, or the
 * top-right corner while a dialog is open (a centred dialog's actions stay clear of it either way).
 * Only the card itself takes pointer events: around it the page stays usable.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { ToastVariant } from './ToastCard';

export type { ToastProps, ToastVariant } from './ToastCard';

/** The card component, once its chunk is here. */
let ToastCard: typeof import('./ToastCard').Toast | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the toast card's chunk once (ToastProvider does it when the browser is first idle, or at the first toast);
 * resolves when toasts are drawn at once. Tests' setup awaits it, so a toast is in the page right after its call.
 */
export function preloadToastCard(): Promise<void> {
  loading ??= import('./ToastCard').then(
    (module) => {
      ToastCard = module.Toast;
    },
    (error: unknown) => {
      loading = undefined; // offline: the next toast tries again
      throw error;
    },
  );
  return loading;
}

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself. Default: the provider's `duration` (5000). */
  duration?: number;
};

export type ToastApi = {
  /** Shows a toast (replacing the current one) and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id, or whichever is shown. */
  dismiss: (id?: string) => void;
};

type ActiveToast = ToastOptions & { id: string };

const ToastContext = createContext<ToastApi | null>(null);

/** @example const { toast } = useToast(); toast({ title: 'Erro na busca', description: '...', variant: 'destructive' }); */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() precisa de um <ToastProvider> acima na árvore.');
  return api;
}

export type ToastProviderProps = {
  children?: ReactNode;
  /** Default auto-dismiss delay in ms. */
  duration?: number;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
};

const Viewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  left: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  bottom: calc(${({ theme }) => theme.sizes.bottomNavHeight} + ${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom, 0px));
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;

  ${({ theme }) => theme.media.tablet} {
    left: auto;
    right: ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
    width: 400px;
  }

  body[data-modal-open] & {
    bottom: auto;
    top: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-top, 0px));
  }
`;

/** Put once near the root of each app (inside ThemeProvider). */
export function ToastProvider({ children, duration = 5000, closeLabel }: ToastProviderProps) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [paused, setPaused] = useState(false);
  const counter = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setPaused(false);
    setCurrent({ ...options, id });
    return id;
  }, []);

  const dismiss = useCallback((id?: string) => {
    setCurrent((c) => (c && (id === undefined || c.id === id) ? null : c));
  }, []);

  useEffect(() => {
    if (!current || paused) return;
    const timer = setTimeout(() => dismiss(current.id), current.duration ?? duration);
    return () => clearTimeout(timer);
  }, [current, paused, duration, dismiss]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  // The card's chunk: when the browser is first idle, or now if a toast is waiting for it.
  const [, setCardLoaded] = useState(ToastCard !== undefined);
  const waitingId = ToastCard === undefined ? current?.id : undefined;
  useEffect(() => {
    const load = () => void preloadToastCard().then(() => setCardLoaded(true), () => {});
    if (waitingId) return load();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1);
    return () => clearTimeout(timer);
  }, [waitingId]);

  const card = current && ToastCard ? (
    <ToastCard
      key={current.id}
      title={current.title}
      description={current.description}
      variant={current.variant}
      closeLabel={closeLabel}
      onClose={() => dismiss(current.id)}
      // A mouse over the card pauses it; a tap on a touch screen (which leaves the pointer 'over' the card until the
      // next tap elsewhere) does not, so that the toast still goes away by itself.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setPaused(true);
      }}
      onPointerLeave={() => setPaused(false)}
      // A press ends the pause (its 5 s then run again): a tap seen as a click leaves the pointer 'over' the
      // card (no new pointerenter until it leaves), which kept it on screen for ever (issue 32).
      onPointerDown={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    />
  ) : null;
  const assertive = current?.variant === 'destructive';

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined'
        ? null
        : createPortal(
            <Viewport data-toast-viewport>
              {/* Both live regions stay mounted so that inserting a toast is announced. */}
              <div role="status" aria-live="polite" aria-atomic="true" data-toast-region="polite">
                {assertive ? null : card}
              </div>
              <div role="alert" aria-live="assertive" aria-atomic="true" data-toast-region="assertive">
                {assertive ? card : null}
              </div>
            </Viewport>,
            document.body,
          )}
    </ToastContext.Provider>
  );
}
