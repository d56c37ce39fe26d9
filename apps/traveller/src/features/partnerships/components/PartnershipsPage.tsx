/** @module Parcerias (spec 1, /partnerships). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function PartnershipsPage() {
  return <ComingSoonPage title="Parcerias" description="Descontos combinados entre eventos, alojamentos e motoristas." />;
}
