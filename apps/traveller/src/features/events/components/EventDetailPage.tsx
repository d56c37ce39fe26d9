/** @module Detalhes do Evento (/events/{id}). The event details arrive in a later issue. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export type EventDetailPageProps = {
  /** The event id from the path. */
  eventId: string;
};

// eventId is kept in the props so that the route already passes it; the page will load the event by it.
export function EventDetailPage(_props: EventDetailPageProps) {
  return (
    <ComingSoonPage
      title="Detalhes do Evento"
      description="Datas, local, bilhetes e descontos de parceiros de cada evento."
    />
  );
}
