/** @module Programa Fidelidade (spec 2.11, /fidelidade). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function LoyaltyPage() {
  return <ComingSoonPage title="Programa Fidelidade" description="Pontos, níveis e recompensas por cada viagem, estadia e evento." />;
}
