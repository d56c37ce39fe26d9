/**
 * @module /drivers/partnerships: partnership posts of establishments for drivers (spec 2.15): location text search,
 * type filter (Todos, Alojamento, Turismo, Luxo) with a count, cards (type, offer, description, requirements,
 * benefits, interested count, 'Tenho Interesse', then 'Conversar' with the establishment: ADR 0033), clear filters when nothing matches, and a how-it-works box.
 */
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate } from '@turismo/app-core/format';
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

const CATEGORY_LABELS = { accommodation: 'Alojamento', tourism: 'Turismo', luxury: 'Luxo' } as const;
const FILTER_OPTIONS: { value: PartnershipCategoryFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'accommodation', label: 'Alojamento' },
  { value: 'tourism', label: 'Turismo' },
  { value: 'luxury', label: 'Luxo' },
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

const interestedLabel = (n: number) => (n === 1 ? '1 interessado' : `${n} interessados`);

function PostCard({ post, onInterested }: { post: DriverPartnershipPost; onInterested: () => void }) {
  const { toast } = useToast();
  const register = useAction(() => registerInterest(post.id), {
    failure: { description: 'Não foi possível registar o interesse.' },
    onSuccess: () => {
      toast({ title: 'Interesse registrado! O estabelecimento será notificado.', variant: 'success' });
      onInterested();
    },
  });
  const busy = register.isMutating;
  const interest = () => register.trigger();
  return (
    <Card as="article" aria-labelledby={`post-${post.id}`}>
      <Card.Header>
        <Badge tone="brand">{CATEGORY_LABELS[post.category]}</Badge>
        <h2 id={`post-${post.id}`} style={{ margin: '4px 0 0', fontSize: 'inherit' }}>{post.establishmentName}</h2>
        <Muted>{post.location} · publicado em {formatDate(post.createdAt)}</Muted>
      </Card.Header>
      <Card.Body>
        <p style={{ margin: 0 }}><strong>{post.title}</strong></p>
        <p style={{ margin: '4px 0 0' }}>
          <strong>{post.commissionPercent.toLocaleString('pt-MZ')}% de comissão</strong>
        </p>
        <p style={{ margin: '8px 0 0' }}>{post.description}</p>
        {post.targetRoutes ? <Muted>Rotas: {post.targetRoutes}</Muted> : null}
        {post.requirements ? <Muted>Requisitos: {post.requirements}</Muted> : null}
        {post.benefits.length > 0 ? (
          <ul aria-label="Benefícios" style={{ margin: '8px 0 0' }}>
            {post.benefits.map((b) => <li key={b}>{b}</li>)}
          </ul>
        ) : null}
        <Muted>{interestedLabel(post.interestedCount)}</Muted>
      </Card.Body>
      <Card.Footer>
        <Button fullWidth onClick={() => void interest()} loading={busy} disabled={post.isInterested}
          variant={post.isInterested ? 'outline' : 'primary'}>
          {post.isInterested ? 'Interesse registado' : 'Tenho Interesse'}
        </Button>
        {post.isInterested && post.chatRoomId ? (
          <Button as={Link} href={`/drivers/chat/${post.chatRoomId}`} fullWidth variant="ghost"
            aria-label={`Conversar com ${post.establishmentName}`}>
            Conversar
          </Button>
        ) : null}
      </Card.Footer>
    </Card>
  );
}

export function DriverPartnershipsPage() {
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
      <EmptyState headingLevel={2} icon="alert" title="Erro" description="Não foi possível carregar as parcerias."
        action={<Button variant="outline" onClick={() => void mutate()}>Tentar novamente</Button>} />
    );
  } else if (!data || data.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon="search"
        title="Nenhuma parceria encontrada"
        description={filtered ? 'Nenhuma proposta corresponde aos filtros.' : 'Ainda não há propostas de parceria.'}
        action={filtered ? <Button variant="outline" onClick={clear}>Limpar filtros</Button> : undefined}
      />
    );
  } else {
    body = (
      <List aria-label="Propostas de parceria">
        {data.map((p) => <li key={p.id}><PostCard post={p} onInterested={() => void mutate()} /></li>)}
      </List>
    );
  }

  return (
    <Page width="xl"
      title="Parcerias"
      description="Propostas de alojamentos e operadores turísticos que procuram motoristas parceiros."
    >
      <Filters role="search" aria-label="Filtrar parcerias">
        <TextField label="Localização" placeholder="Ex.: Tofo, Maputo" value={text}
          onChange={(e) => setText(e.target.value)} />
        <Select label="Tipo" value={category} onChange={(e) => setCategory(e.target.value as PartnershipCategoryFilter)}
          options={FILTER_OPTIONS} />
      </Filters>
      <p aria-live="polite" style={{ margin: '0 0 12px' }}>
        {data ? `${data.length} ${data.length === 1 ? 'parceria encontrada' : 'parcerias encontradas'}` : null}
      </p>
      {body}
      <Alert tone="info" title="Como funciona">
        <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
          <li>Escolha uma proposta e carregue em &lsquo;Tenho Interesse&rsquo;.</li>
          <li>O estabelecimento é notificado e entra em contacto consigo.</li>
          <li>Leve clientes ao estabelecimento e receba a comissão combinada.</li>
        </ol>
      </Alert>
    </Page>
  );
}
