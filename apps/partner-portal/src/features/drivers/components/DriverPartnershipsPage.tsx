/** @module /drivers/partnerships: partnership offers for drivers (spec 2.15), not served yet. */
import { ComingSoon } from '../../../lib/Honest.tsx';
import { Page } from '@turismo/app-core/Page';

export function DriverPartnershipsPage() {
  return (
    <Page width="xl"
      title="Parcerias"
      description="Propostas de alojamentos e operadores turísticos que procuram motoristas parceiros."
    >
      <ComingSoon
        headingLevel={2}
        icon="search"
        description="A pesquisa de parcerias por localização e tipo vai aparecer aqui, com as propostas reais dos estabelecimentos."
      />
    </Page>
  );
}
