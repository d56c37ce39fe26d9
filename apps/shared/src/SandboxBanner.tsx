/**
 * @module The staging banner (issue 25, ADR 0042): a production-mode deployment that runs the payment sandbox
 * (PAYMENT_SANDBOX=allow) says so on every page of the three apps, so nobody takes a test payment for a real one.
 * The server writes `paymentSandbox` into the page's runtime settings (api/src/main.ts); renders nothing otherwise.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** Whether the server said this deployment runs the payment sandbox. */
export function paymentSandboxOn(): boolean {
  const config = (globalThis as { __MOZTURISMO_CONFIG__?: { paymentSandbox?: boolean } }).__MOZTURISMO_CONFIG__;
  return config?.paymentSandbox === true;
}

export function SandboxBanner() {
  const { t } = useTranslation();
  if (!paymentSandboxOn()) return null;
  return (
    <Banner role="note" data-sandbox-banner>
      {t('Ambiente de testes: os pagamentos são simulados e nenhum dinheiro é cobrado.')}
    </Banner>
  );
}
