/** @module Parcerias (spec 1, /partnerships). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '@turismo/app-core/ComingSoonPage';

const HOME = { href: '/', label: 'Voltar à Página Inicial', variant: 'secondary' } as const;

export function PartnershipsPage() {
  return (
    <ComingSoonPage
      title="Parcerias"
      description="Descontos combinados entre eventos, alojamentos e motoristas."
      home={HOME}
    />
  );
}
