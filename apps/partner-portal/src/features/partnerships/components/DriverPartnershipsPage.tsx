/**
 * @module /drivers/partnerships: partnership posts of establishments for drivers (spec 2.15): location text search,
 * type filter (Todos, Alojamento, Turismo, Luxo) with a count, cards (type, offer, description, requirements,
 * benefits, interested count, 'Tenho Interesse', then 'Conversar' with the establishment: ADR 0033), clear filters when nothing matches, and a how-it-works box.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate, formatNumber } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  type DriverPartnershipPost,
  type PartnershipCategoryFilter,
  registerInterest,
  usePartnershipRequests,
} from '../api/partnerships.ts';

const CATEGORY_LABELS = { accommodation: msg('Alojamento'), tourism: msg('Turismo'), luxury: msg('Luxo') } as const;
const FILTER_OPTIONS: { value: PartnershipCategoryFilter; label: string }[] = [
  { value: 'all', label: msg('Todos') },
  { value: 'accommodation', label: msg('Alojamento') },
  { value: 'tourism', label: msg('Turismo') },
  { value: 'luxury', label: msg('Luxo') },
];

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function PostCard({ post, onInterested }: { post: DriverPartnershipPost; onInterested: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const register = useAction(() => registerInterest(post.id), {
    failure: { description: t('Não foi possível registar o interesse.') },
    onSuccess: () => {
      toast({ title: t('Interesse registrado! O estabelecimento será notificado.'), variant: 'success' });
      onInterested();
    },
  });
  const busy = register.isMutating;
  const interest = () => register.trigger();
  return (
    <Card as="article" aria-labelledby={`post-${post.id}`}>
      <Card.Header>
        <Badge tone="brand">{t(CATEGORY_LABELS[post.category])}</Badge>
        <h2 id={`post-${post.id}`} style={{ margin: '4px 0 0', fontSize: 'inherit' }}>{post.establishmentName}</h2>
        <Muted>{t('{{location}} · publicado em {{date}}', { location: post.location, date: formatDate(post.createdAt) })}</Muted>
      </Card.Header>
      <Card.Body>
        <p style={{ margin: 0 }}><strong>{post.title}</strong></p>
        <p style={{ margin: '4px 0 0' }}>
          <strong>{t('{{percent}}% de comissão', { percent: formatNumber(post.commissionPercent) })}</strong>
        </p>
        <p style={{ margin: '8px 0 0' }}>{post.description}</p>
        {post.targetRoutes ? <Muted>{t('Rotas: {{routes}}', { routes: post.targetRoutes })}</Muted> : null}
        {post.requirements ? <Muted>{t('Requisitos: {{requirements}}', { requirements: post.requirements })}</Muted> : null}
        {post.benefits.length > 0 ? (
          <ul aria-label={t('Benefícios')} style={{ margin: '8px 0 0' }}>
            {post.benefits.map((b) => <li key={b}>{b}</li>)}
          </ul>
        ) : null}
        <Muted>{t('{{count}} interessado', { count: post.interestedCount })}</Muted>
      </Card.Body>
      <Card.Footer>
        <Button fullWidth onClick={() => void interest()} loading={busy} disabled={post.isInterested}
          variant={post.isInterested ? 'outline' : 'primary'}>
          {post.isInterested ? t('Interesse registado') : t('Tenho Interesse')}
        </Button>
        {post.isInterested && post.chatRoomId ? (
          <Button as={Link} href={`/drivers/chat/${post.chatRoomId}`} fullWidth variant="ghost"
            aria-label={t('Conversar com {{name}}', { name: post.establishmentName })}>
            {t('Conversar')}
          </Button>
        ) : null}
      </Card.Footer>
    </Card>
  );
}

export function DriverPartnershipsPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<PartnershipCategoryFilter>('all');
  const q = useDeferredValue(text);
  const { data, error, isLoading, mutate } = usePartnershipRequests(q, category);
  const filtered = text.trim() !== '' || category !== 'all';
  const clear = () => {
    setText('');
    setCategory('all');
  };

  let body;
  if (isLoading && !data) body = <Skeleton variant="rect" height={200} />;
  else if (error) {
    body = (
      <EmptyState headingLevel={2} icon="alert" title={t('Erro')} description={t('Não foi possível carregar as parcerias.')}
        action={<Button variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>} />
    );
  } else if (!data || data.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon="search"
        title={t('Nenhuma parceria encontrada')}
        description={filtered ? t('Nenhuma proposta corresponde aos filtros.') : t('Ainda não há propostas de parceria.')}
        action={filtered ? <Button variant="outline" onClick={clear}>{t('Limpar filtros')}</Button> : undefined}
      />
    );
  } else {
    body = (
      <List aria-label={t('Propostas de parceria')}>
        {data.map((p) => <li key={p.id}><PostCard post={p} onInterested={() => void mutate()} /></li>)}
      </List>
    );
  }

  return (
    <Page width="xl"
      title={t('Parcerias')}
      description={t('Propostas de alojamentos e operadores turísticos que procuram motoristas parceiros.')}
    >
      <Filters role="search" aria-label={t('Filtrar parcerias')}>
        <TextField label={t('Localização')} placeholder={t('Ex.: Tofo, Maputo')} value={text}
          onChange={(e) => setText(e.target.value)} />
        <Select label={t('Tipo')} value={category} onChange={(e) => setCategory(e.target.value as PartnershipCategoryFilter)}
          options={FILTER_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} />
      </Filters>
      <p aria-live="polite" style={{ margin: '0 0 12px' }}>
        {data ? t('{{count}} parceria encontrada', { count: data.length }) : null}
      </p>
      {body}
      <Alert tone="info" title={t('Como funciona')}>
        <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
          <li>{t('Escolha uma proposta e carregue em ‘Tenho Interesse’.')}</li>
          <li>{t('O estabelecimento é notificado e entra em contacto consigo.')}</li>
          <li>{t('Leve clientes ao estabelecimento e receba a comissão combinada.')}</li>
        </ol>
      </Alert>
    </Page>
  );
}
