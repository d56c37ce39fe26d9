/**
 * @module /admin/billing: billing management (spec 2.17, 7). The fee and calculator endpoints are not in the API's
 * contract (openapi/schema.d.ts) yet, so the page says so honestly; the form rules are ready in
 * ../lib/billing-rules.ts.
 */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function BillingPage() {
  return (
    <ComingSoonPage
      title="Gestão de Facturação"
      description="Taxa da plataforma (de 0 a 50 %) e calculadora de facturação: subtotal, taxa, valor do prestador e total."
    />
  );
}
