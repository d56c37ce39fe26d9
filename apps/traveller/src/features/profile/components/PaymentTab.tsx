/**
 * @module The 'Pagamento' tab (spec 2.14). Payment methods are chosen when paying (DECISIONS.md 1: card, M-Pesa or
 * bank transfer through the server's payment record); nothing is stored here, so no card numbers are shown.
 * M-Pesa is the main method and uses the profile's phone when there is one. The NUIT printed on receipts is set here.
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '@turismo/ui-kit/Badge';
import { NuitForm } from './NuitForm.tsx';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &[data-main] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PaymentTabProps {
  /** The profile's phone (+258...), or null. */
  phone: string | null;
}

export function PaymentTab({ phone }: PaymentTabProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <Muted>
        {t(
          'O método de pagamento é escolhido no momento de cada pagamento. Não guardamos dados de cartão nem de conta bancária.',
        )}
      </Muted>
      <List aria-label={t('Métodos de pagamento')}>
        <Item data-main>
          <Name>
            {/* i18n-exempt: a brand name */}
            M-Pesa <Badge tone="brand">{t('Principal')}</Badge>
          </Name>
          <Muted>
            {phone
              ? t('Número sugerido no pagamento: {{phone}}', { phone })
              : t('Adicione o seu telefone no separador Pessoal para o usar no M-Pesa.')}
          </Muted>
        </Item>
        <Item>
          <Name>{t('Cartão')}</Name>
          <Muted>{t('Os dados do cartão são pedidos no momento do pagamento.')}</Muted>
        </Item>
        <Item>
          <Name>{t('Transferência bancária')}</Name>
          <Muted>{t('A reserva fica pendente até a transferência ser confirmada.')}</Muted>
        </Item>
      </List>
      <NuitForm />
    </Root>
  );
}
