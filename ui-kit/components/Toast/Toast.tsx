/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Toast: ToastProvider and useToast(). One toast at a time (a new one replaces the old, spec section 9),
 * announced through live regions that are always in the page: role=status (polite) for 'default' and 'success',
 * role=alert (assertive) for 'destructive'. Closes itself after 5 s (paused while hovered or focused) or with
 * its 'Fechar' button.
 */
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { CloseButton } from '../IconButton';

export type ToastVariant = 'default' | 'success' | 'destructive';

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

const enter = keyframes`from { transform: translateY(8px); opacity: 0; } to { transform: none; opacity: 1; }`;

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
`;

const ToastRoot = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${enter} ${({ theme }) => theme.transitions.normal};

  & > [data-icon] { margin-top: 2px; color: ${({ theme }) => theme.colors.brand}; }
  &[data-variant='success'] { border-left-color: ${({ theme }) => theme.colors.success}; }
  &[data-variant='success'] > [data-icon] { color: ${({ theme }) => theme.colors.success}; }
  &[data-variant='destructive'] { border-left-color: ${({ theme }) => theme.colors.danger}; background: ${({ theme }) => theme.colors.dangerSoft}; }
  &[data-variant='destructive'] > [data-icon] { color: ${({ theme }) => theme.colors.danger}; }

  & [data-title] { font-weight: ${({ theme }) => theme.fontWeights.bold}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  & [data-description] { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; margin-top: ${({ theme }) => theme.space[0.5]}; }
  & > [data-text] { flex: 1 1 auto; min-width: 0; padding-top: ${({ theme }) => theme.space[0.5]}; overflow-wrap: anywhere; }
`;

const icons: Record<ToastVariant, IconName> = { default: 'info', success: 'check-circle', destructive: 'alert' };

export type ToastProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  onClose?: () => void;
  closeLabel?: string;
};

/** The toast card itself; normally rendered by ToastProvider, exported for stories and custom layouts. */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { title, description, variant = 'default', onClose, closeLabel, ...rest },
  ref,
) {
  return (
    <ToastRoot ref={ref} data-variant={variant} {...rest}>
      <Icon name={icons[variant]} />
      <div data-text>
        <div data-title>{title}</div>
        {description ? <div data-description>{description}</div> : null}
      </div>
      {onClose ? (
        <CloseButton label={closeLabel} size="sm" onClick={onClose} />
      ) : null}
    </ToastRoot>
  );
});

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

  const card = current ? (
    <Toast
      key={current.id}
      title={current.title}
      description={current.description}
      variant={current.variant}
      closeLabel={closeLabel}
      onClose={() => dismiss(current.id)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
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
