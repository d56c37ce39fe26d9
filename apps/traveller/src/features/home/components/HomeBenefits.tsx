/** @module Benefits section of the home page for visitors (spec 2.3). Descriptions only, no figures. */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { Icon, type IconName } from '@turismo/ui-kit/Icon';

/** Titles and texts: Portuguese source texts marked with msg(), shown with t(). */
const BENEFITS: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'car',
    title: msg('Viagens entre cidades'),
    text: msg('Encontre lugares em viagens de motoristas com perfil verificado, de Maputo a Pemba.'),
  },
  {
    icon: 'bed',
    title: msg('Alojamentos'),
    text: msg('Hotéis, pousadas e apartamentos na praia ou na cidade, com preços em meticais.'),
  },
  {
    icon: 'calendar',
    title: msg('Eventos e feiras'),
    text: msg('Festivais, feiras e conferências, com descontos de parceiros em transporte e alojamento.'),
  },
  {
    icon: 'check-circle',
    title: msg('Pagamento seguro'),
    text: msg('Pague com cartão, M-Pesa ou transferência bancária e acompanhe tudo em Minhas Reservas.'),
  },
];

const Root = styled.section`
  max-width: ${({ theme }) => theme.sizes.container.lg};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  svg {
    color: ${({ theme }) => theme.colors.brand};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

export function HomeBenefits() {
  const { t } = useTranslation();
  return (
    <Root aria-labelledby="vantagens-titulo">
      <h2 id="vantagens-titulo">{t('Porquê viajar connosco')}</h2>
      <List>
        {BENEFITS.map((benefit) => (
          <Item key={benefit.title}>
            <Icon name={benefit.icon} size={28} />
            <h3>{t(benefit.title)}</h3>
            <p>{t(benefit.text)}</p>
          </Item>
        ))}
      </List>
    </Root>
  );
}
