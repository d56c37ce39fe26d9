/**
 * @module useDismiss: how an open disclosure (a panel under its button: the account menu, the notification bell)
 * closes: a press outside it, or Escape, which also gives focus back to its button.
 */
import { type RefObject, useEffect, useRef } from 'react';

export type DismissOptions = {
  /** Listens only while open. */
  open: boolean;
  /** Closes it. */
  onDismiss: () => void;
  /** The disclosure (button and panel): a press inside does not close it. */
  rootRef: RefObject<HTMLElement | null>;
  /** Its button, focused again after Escape. */
  triggerRef: RefObject<HTMLElement | null>;
};

/**
 * @example
 * useDismiss({ open, onDismiss: () => setOpen(false), rootRef, triggerRef });
 */
export function useDismiss({ open, onDismiss, rootRef, triggerRef }: DismissOptions): void {
  // The latest callback, for the listeners added once per opening.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) dismiss.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismiss.current();
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef, triggerRef]);
}
