/**
 * @module The Avaliações tab of the lodging area (issue 11): the establishment's published reviews, newest first and
 * paginated, with the rating computed from them, and 'Responder' on each review without a reply (the reply is public
 * and written once, ADR 0022).
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { type Review, REVIEWS_PAGE_SIZE, replyToReview, useEstablishmentReviews } from '../api/reviews.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reply = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const stars = (n: number) => `${n}/5`;

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useAction((reply: string) => replyToReview(review.id, reply), {
    failure: { description: 'Não foi possível enviar a resposta. Tente novamente.' },
    onSuccess: () => {
      toast({ title: 'Resposta publicada', variant: 'success' });
      setOpen(false);
      onDone();
    },
  });
  if (!open) {
    return (
      <div>
        <Button size="sm" variant="outline" aria-label={`Responder a ${review.authorName}`} onClick={() => setOpen(true)}>
          Responder
        </Button>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) void send.trigger(text.trim());
  };
  return (
    <form onSubmit={submit}>
      <TextField label="A sua resposta pública" value={text} onChange={(e) => setText(e.target.value)} maxLength={2000}
        required autoFocus hint="Só pode responder uma vez; todos os viajantes a vêem." />
      <Row style={{ marginTop: 8 }}>
        <Button size="sm" type="submit" loading={send.isMutating} disabled={!text.trim()}>Publicar resposta</Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>Cancelar</Button>
      </Row>
    </form>
  );
}

export function ReviewsTab({ hotelId }: { hotelId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEstablishmentReviews(hotelId, page);
  if (isLoading) return <Skeleton variant="rect" height={160} />;
  if (error || !data) {
    return (
      <EmptyState headingLevel={3} icon="alert" title="Erro" description="Não foi possível carregar as avaliações."
        action={<Button variant="outline" onClick={() => void mutate()}>Tentar novamente</Button>} />
    );
  }
  const reviews = data.items.filter((r): r is Review => r !== null);
  if (data.total === 0) {
    return (
      <EmptyState headingLevel={3} icon="check-circle" title="Sem avaliações"
        description="As avaliações dos hóspedes aparecem aqui depois das estadias concluídas." />
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>
        <strong>★ {data.rating?.toFixed(1)}</strong> ({data.reviewCount === 1 ? '1 avaliação' : `${data.reviewCount} avaliações`})
      </p>
      <List aria-label="Avaliações do estabelecimento">
        {reviews.map((r) => (
          <li key={r.id}>
            <Card as="article" aria-label={`Avaliação de ${r.authorName}`}>
              <Card.Body>
                <Row>
                  <strong>{r.authorName}</strong>
                  <span>★ {stars(r.rating)}</span>
                  <Muted>{formatDate(r.publishedAt ?? r.createdAt)}</Muted>
                </Row>
                {r.cleanliness !== null || r.location !== null || r.value !== null ? (
                  <Muted>
                    {[r.cleanliness !== null ? `Limpeza ${stars(r.cleanliness)}` : null,
                      r.location !== null ? `Localização ${stars(r.location)}` : null,
                      r.value !== null ? `Qualidade/preço ${stars(r.value)}` : null].filter(Boolean).join(' · ')}
                  </Muted>
                ) : null}
                <p style={{ margin: 0 }}>{r.comment}</p>
                {r.reply ? (
                  <Reply aria-label="A sua resposta">
                    <Muted>A sua resposta{r.repliedAt ? `, ${formatDate(r.repliedAt)}` : ''}</Muted>
                    <p style={{ margin: 0 }}>{r.reply}</p>
                  </Reply>
                ) : <ReplyForm review={r} onDone={() => void mutate()} />}
              </Card.Body>
            </Card>
          </li>
        ))}
      </List>
      {pages > 1 ? (
        <Row>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>Anteriores</Button>
          <Muted>Página {page} de {pages}</Muted>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>Seguintes</Button>
        </Row>
      ) : null}
    </div>
  );
}
