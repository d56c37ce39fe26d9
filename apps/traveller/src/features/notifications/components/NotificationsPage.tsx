/** @module Notificações (spec 2.13, /notificacoes). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function NotificationsPage() {
  return <ComingSoonPage title="Notificações" description="Avisos sobre as suas reservas, pagamentos e parcerias." />;
}
