/**
 * @module Minhas Reservas with its gate and payment (spec 2.10, 2.9): visitors see 'Acesso Restrito' / 'Precisa fazer
 * login para ver suas reservas.' with 'Iniciar Sessão' (the login dialog); signed-in users the bookings feature's
 * page, given the payments feature's dialog for 'Pagar' and the reviews feature's prompt ('Avaliar', issue 11):
 * ./MyBookings.tsx behind the core's one gate.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useChatRooms } from '@turismo/app-core/chat';
import { useDocumentTitle } from '@turismo/app-core/document-title';
import { RequireSession } from '@turismo/app-core/RequireSession';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { LoginModal } from '../../features/auth/components/LoginModal.tsx';
import { MyBookings } from './MyBookings.tsx';

export function BookingsScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('Minhas Reservas'));
  const { user } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  // Spec 2.10 'Chat': the conversations the traveller can write in, by booking.
  const chat = useChatRooms(Boolean(user));
  const refreshChats = chat.mutate;
  useEffect(() => {
    if (user) void refreshChats(); // a booking made a moment ago opens its conversation
  }, [user, refreshChats]);
  const openChats = new Map(
    (chat.data ?? []).filter((r) => r.role === 'client' && r.status === 'active').map((r) => [r.bookingId, r.id]),
  );

  return (
    <>
      <RequireSession
        waitForProfile={false}
        signedOut={{
          title: t('Acesso Restrito'),
          description: t('Precisa fazer login para ver suas reservas.'),
          action: (
            <>
              <Button onClick={() => setLoginOpen(true)}>{t('Iniciar Sessão')}</Button>
              <Button as={Link} href={`/signup?next=${encodeURIComponent(path)}`} variant="outline">
                {t('Criar Conta')}
              </Button>
            </>
          ),
        }}
        back={
          <Button as={Link} href="/" variant="ghost">
            {t('Voltar ao início')}
          </Button>
        }
      >
        <MyBookings openChats={openChats} />
      </RequireSession>
      <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
