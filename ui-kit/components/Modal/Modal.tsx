/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Modal: a dialog following the WAI-ARIA dialog (modal) pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/): role=dialog, aria-modal, aria-labelledby the title,
 * focus moved inside on open and trapped there, Esc and the close button close it, focus returns to the element
 * that opened it (or, when it is gone, what `returnFocusTo` names, else the main content). A bottom sheet on phones, centred from 768 px. Modals can nest: only the top one reacts.
 */
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseButton } from '../IconButton';

export type ModalProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  open: boolean;
  /** Called with false when the user asks to close (Esc, close button, click on the backdrop). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom, e.g. Cancelar / Confirmar buttons. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open. Default: the first focusable element of the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. Default 'Fechar'. */
  closeLabel?: string;
  /** When false, a click on the backdrop does not close (e.g. during a payment). Esc still does. */
  closeOnBackdrop?: boolean;
  /**
   * Where focus goes on close when the element that opened the dialog is gone or disabled (e.g. 'Reservar', replaced
   * by 'Pagar' once the booking exists). Default: the page's main content (`<main>`), never the page's body.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert],[aria-hidden="true"]'),
  );
}

/** Open modals, innermost last: only the top one handles Esc, Tab and focus. */
const stack: symbol[] = [];
let savedOverflow = '';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideUp = keyframes`from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};

  ${({ theme }) => theme.media.tablet} {
    align-items: center;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100dvh - ${({ theme }) => theme.space[6]});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideUp} ${({ theme }) => theme.transitions.normal};
  outline: none;

  ${({ theme }) => theme.media.tablet} {
    max-width: 560px;
    max-height: calc(100dvh - ${({ theme }) => theme.space[12]});
    border-radius: ${({ theme }) => theme.radii.xl};
    &[data-size='sm'] { max-width: 420px; }
    &[data-size='lg'] { max-width: 800px; }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]} 0; }

  & > [data-close] { margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0 0; }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding-top: ${({ theme }) => theme.space[1]};
`;

const Description = styled.p`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[6]} 0; }
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]}; }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding-bottom: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]}; }
`;

type ContentProps = Omit<ModalProps, 'open'> & { panelRef: (node: HTMLDivElement | null) => void };

function ModalContent({
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeLabel,
  closeOnBackdrop = true,
  returnFocusTo,
  panelRef,
  onKeyDown,
  ...rest
}: ContentProps) {
  const uid = useId();
  const titleId = `modal-${uid}-title`;
  const descriptionId = `modal-${uid}-description`;
  const panel = useRef<HTMLDivElement | null>(null);
  const body = useRef<HTMLDivElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const returnFocusToRef = useRef(returnFocusTo);
  returnFocusToRef.current = returnFocusTo;
  const token = useRef(Symbol('modal'));

  useEffect(() => {
    const me = token.current;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(me);
    if (stack.length === 1) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      // Toasts move to the top of the screen while a dialog is open, clear of its actions (issue 32).
      document.body.setAttribute('data-modal-open', '');
    }
    const target =
      initialFocusRef?.current ?? (body.current ? focusables(body.current)[0] : undefined) ?? panel.current;
    target?.focus();

    // Pull focus back if it escapes (e.g. a screen reader's virtual cursor or a click on the page behind).
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== me || !panel.current) return;
      if (event.target instanceof Node && !panel.current.contains(event.target)) panel.current.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    // A press on something that takes no focus outside the dialog (a toast's text) drops the focus on the body with no
    // focusin: Escape and Tab then reached nothing (issue 32). The dialog takes it back, unless the window lost it.
    const onFocusOut = () =>
      setTimeout(() => {
        if (stack[stack.length - 1] === me && document.activeElement === document.body && document.hasFocus()) {
          panel.current?.focus();
        }
      });
    document.addEventListener('focusout', onFocusOut);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      const i = stack.indexOf(me);
      if (i >= 0) stack.splice(i, 1);
      if (stack.length === 0) {
        document.body.style.overflow = savedOverflow;
        document.body.removeAttribute('data-modal-open');
      }
      // Focus back to the opener (issue 32: Escape on the payment dialog left it on the body), else to what the
      // caller names, else to the main content.
      const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
        Boolean(
          el && el !== document.body && el.isConnected && !el.matches(':disabled') &&
            !el.closest('[inert],[aria-hidden="true"]'),
        );
      const fallback = () => {
        const named = returnFocusToRef.current?.();
        if (usable(named)) return named;
        const main = document.querySelector<HTMLElement>('main');
        if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        return main;
      };
      (usable(returnTo) ? returnTo : fallback())?.focus();
    };
    // Runs once per opening on purpose: focus is taken on open and given back on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || stack[stack.length - 1] !== token.current || !panel.current) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onOpenChangeRef.current(false);
      return;
    }
    if (event.key === 'Tab') {
      event.stopPropagation();
      const items = focusables(panel.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.current.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    <Overlay
      data-modal-overlay
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && e.target === e.currentTarget) {
          onOpenChangeRef.current(false);
        }
        pressedOnBackdrop.current = false;
      }}
    >
      <Panel
        ref={(node) => {
          panel.current = node;
          panelRef(node);
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-size={size}
        onKeyDown={handleKeyDown}
        {...rest}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton data-close label={closeLabel} onClick={() => onOpenChangeRef.current(false)} />
        </Header>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        <Body ref={body}>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Overlay>,
    document.body,
  );
}

/**
 * @example
 * <Modal open={open} onOpenChange={setOpen} title="Buscar Viagens"
 *   footer={<Button onClick={search}>Buscar</Button>}>...</Modal>
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal({ open, ...props }, ref) {
  if (!open) return null;
  return (
    <ModalContent
      {...props}
      panelRef={(node) => {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
});
