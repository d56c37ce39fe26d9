/**
 * @module 'Oportunidades de Parceria' of the driver's dashboard (spec 2.15; issue 15: it said 'Em breve' while
 * /drivers/partnerships listed the posts): the three newest active posts of establishments with their commission,
 * and 'Ver todas as parcerias'. Registering interest happens on /drivers/partnerships.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { usePartnershipRequests } from '../api/partnerships.ts';
import { formatNumber } from '@turismo/app-core/format';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Commission = styled.strong`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.successText};
`;

export function PartnershipOpportunities() {
  const { t } = useTranslation();
  const { data, error, isLoading } = usePartnershipRequests('', 'all');
  const all = (
    <Button as={Link} href="/drivers/partnerships" variant="outline">{t('Ver todas as parcerias')}</Button>
  );
  if (isLoading) return <Skeleton variant="rect" height={120} />;
  if (error) return <p role="alert">{t('Não foi possível carregar as parcerias.')} {all}</p>;
  const posts = (data ?? []).slice(0, 3);
  if (posts.length === 0) {
    return (
      <>
        <p>{t('Ainda não há propostas de parceria de alojamentos. Quando houver, aparecem aqui.')}</p>
        {all}
      </>
    );
  }
  return (
    <>
      <List aria-label={t('Propostas de parceria mais recentes')}>
        {posts.map((post) => (
          <li key={post.id}>
            <span>
              <strong>{post.establishmentName}</strong> · {post.title}
              <small>{post.location}</small>
            </span>
            <Commission>{t('{{percent}}% de comissão', { percent: formatNumber(post.commissionPercent) })}</Commission>
          </li>
        ))}
      </List>
      {all}
    </>
  );
}
