/** @module Viagens Disponíveis (spec 2.3, /rides). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function RidesPage() {
  return <ComingSoonPage title="Viagens Disponíveis" description="Todas as viagens publicadas por motoristas em Moçambique." />;
}
