/** @module Minhas Reservas (spec 2.10, /reservas). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function BookingsPage() {
  return <ComingSoonPage title="Minhas Reservas" description="As suas viagens, estadias e bilhetes de eventos." />;
}
