/**
 * @module 'Sair' of every app's account menu: signs out (Firebase and the session), then `onSignedOut`; a failure is
 * the toast 'Não foi possível terminar a sessão'. `isMutating` is the entry's 'A sair...'.
 */
import { useTranslation } from 'react-i18next';
import { useSession } from './session.tsx';
import { useAction } from './use-action.ts';

/** @example const signOut = useSignOut(() => navigate('/')); <button onClick={() => void signOut.trigger()}>Sair</button> */
export function useSignOut(onSignedOut?: () => void) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  return useAction(() => signOut(), {
    failure: { title: t('Não foi possível terminar a sessão'), description: t('Verifique a ligação e tente novamente.') },
    message: () => null,
    onSuccess: () => onSignedOut?.(),
  });
}
