/** @module /admin/users: user management (spec 2.17, 4), not served by the API yet. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function UsersPage() {
  return (
    <ComingSoonPage
      title="Gestão de Utilizadores"
      description="Pesquisar utilizadores por nome ou e-mail, filtrar por tipo e estado, aprovar, suspender e reactivar contas."
    />
  );
}
