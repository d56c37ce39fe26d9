/**
 * @module The Avaliações tab of the lodging area (issue 11): the establishment's published reviews, newest first and
 * paginated, with the rating computed from them, and 'Responder' on each review without a reply (the reply is public
 * and written once, ADR 0022).
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate, formatRating } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { Icon } from '@turismo/ui-kit/Icon';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { type Review, REVIEWS_PAGE_SIZE, replyToReview, useEstablishmentReviews } from '../api/reviews.ts';

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
  const { t } = useTranslation();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useAction((reply: string) => replyToReview(review.id, reply), {
    failure: { description: t('Não foi possível enviar a resposta. Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Resposta publicada'), variant: 'success' });
      setOpen(false);
      onDone();
    },
  });
  if (!open) {
    return (
      <div>
        <Button size="sm" variant="outline" aria-label={t('Responder a {{name}}', { name: review.authorName })} onClick={() => setOpen(true)}>
          {t('Responder')}
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
      <TextField label={t('A sua resposta pública')} value={text} onChange={(e) => setText(e.target.value)} maxLength={2000}
        required autoFocus hint={t('Só pode responder uma vez; todos os viajantes a vêem.')} />
      <Row style={{ marginTop: 8 }}>
        <Button size="sm" type="submit" loading={send.isMutating} disabled={!text.trim()}>{t('Publicar resposta')}</Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>{t('Cancelar')}</Button>
      </Row>
    </form>
  );
}

export function ReviewsTab({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEstablishmentReviews(hotelId, page);
  if (isLoading) return <Skeleton variant="rect" height={160} />;
  if (error || !data) {
    return (
      <EmptyState headingLevel={3} icon="alert" title={t('Erro')} description={t('Não foi possível carregar as avaliações.')}
        action={<Button variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>} />
    );
  }
  const reviews = data.items.filter((r): r is Review => r !== null);
  if (data.total === 0) {
    return (
      <EmptyState headingLevel={3} icon="check-circle" title={t('Sem avaliações')}
        description={t('As avaliações dos hóspedes aparecem aqui depois das estadias concluídas.')} />
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>
        <strong>★ {data.rating === null || data.rating === undefined ? '' : formatRating(data.rating)}</strong> {t('({{count}} avaliação)', { count: data.reviewCount })}
      </p>
      <Grid tablet={1} aria-label={t('Avaliações do estabelecimento')}>
        {reviews.map((r) => (
          <li key={r.id}>
            <Card as="article" aria-label={t('Avaliação de {{name}}', { name: r.authorName })}>
              <Card.Body>
                <Row>
                  <strong>{r.authorName}</strong>
                  <span><Icon name="star" size={16} fill="currentColor" /> {stars(r.rating)}</span>
                  <Muted>{formatDate(r.publishedAt ?? r.createdAt)}</Muted>
                </Row>
                {r.cleanliness !== null || r.location !== null || r.value !== null ? (
                  <Muted>
                    {[r.cleanliness !== null ? t('Limpeza {{stars}}', { stars: stars(r.cleanliness) }) : null,
                      r.location !== null ? t('Localização {{stars}}', { stars: stars(r.location) }) : null,
                      r.value !== null ? t('Qualidade/preço {{stars}}', { stars: stars(r.value) }) : null]
                      .filter(Boolean).join(' · ')}
                  </Muted>
                ) : null}
                <p style={{ margin: 0 }}>{r.comment}</p>
                {r.reply ? (
                  <Reply aria-label={t('A sua resposta')}>
                    <Muted>{r.repliedAt ? t('A sua resposta, {{date}}', { date: formatDate(r.repliedAt) }) : t('A sua resposta')}</Muted>
                    <p style={{ margin: 0 }}>{r.reply}</p>
                  </Reply>
                ) : <ReplyForm review={r} onDone={() => void mutate()} />}
              </Card.Body>
            </Card>
          </li>
        ))}
      </Grid>
      {pages > 1 ? (
        <Row>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('Anteriores')}</Button>
          <Muted>{t('Página {{page}} de {{pages}}', { page, pages })}</Muted>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('Seguintes')}</Button>
        </Row>
      ) : null}
    </div>
  );
}
