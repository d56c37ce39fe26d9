/** @module Hero of the home page for visitors (spec 2.3): what the product is and the sign-up call to action. */
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@turismo/ui-kit/Button';

const Root = styled.section`
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]} ${theme.space[8]}`};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.brand} 0%, ${({ theme }) => theme.colors.ocean} 100%);
  color: ${({ theme }) => theme.colors.textInverse};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[6]} ${theme.space[12]}`};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.sizes.container.lg};
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};

    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }

  p {
    margin: 0;
    max-width: 40rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <Root aria-labelledby="inicio-titulo">
      <Inner>
        <h1 id="inicio-titulo">{t('Descubra Moçambique')}</h1>
        <p>
          {t(
            'Viagens entre cidades, alojamentos e eventos de norte a sul do país, num só lugar. Pesquise sem conta e registe-se para reservar.',
          )}
        </p>
        <Actions>
          <Button as={Link} href="/signup" variant="secondary" size="lg">
            {t('Registar para Reservar')}
          </Button>
        </Actions>
      </Inner>
    </Root>
  );
}
