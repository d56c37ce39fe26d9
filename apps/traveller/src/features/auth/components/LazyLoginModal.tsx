/**
 * @module The login dialog, loaded the first time it opens: the sign-in forms, the 5-step wizard and their
 * validation stay out of the first script a visitor downloads (a cheap phone on a slow network pays only for what
 * it shows).
 */
import { lazy, Suspense, useState } from 'react';
import type { LoginModalProps } from './LoginModal.tsx';

const LoginModal = lazy(async () => ({ default: (await import('./LoginModal.tsx')).LoginModal }));

/** Same props as LoginModal. Renders nothing until first opened, then stays mounted (its state survives closing). */
export function LazyLoginModal(props: LoginModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal {...props} />
    </Suspense>
  );
}
