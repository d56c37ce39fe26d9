/**
 * @module The published reviews of an establishment, driver or event (issue 11, ADR 0022): the mean rating and count
 * (or 'Sem avaliações'), newest first with 'Mostrar mais', each with its author, date, stars (a stay's cleanliness,
 * location and value), text and the host's public reply, and 'Denunciar' for signed-in users (a reason, sent once).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatRating } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { useToast } from '@turismo/ui-kit/Toast';
import { type Review, type ReviewSubject, reportReview, useReviews } from '../api/reviews.ts';
import { Stars } from '@turismo/app-core/reviews/StarRating';
import { TextArea } from '@turismo/app-core/reviews/TextArea';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reply = styled.div`
  margin-left: ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

function ReviewItem({ review, onReport }: { review: Review; onReport?: (review: Review) => void }) {
  const { t } = useTranslation();
  const categories = review.cleanliness !== null && review.location !== null && review.value !== null
    ? t('Limpeza {{cleanliness}}/5 · Localização {{location}}/5 · Qualidade/preço {{value}}/5', {
      cleanliness: review.cleanliness,
      location: review.location,
      value: review.value,
    })
    : null;
  return (
    <Item aria-label={t('Avaliação de {{name}}', { name: review.authorName })}>
      <h3>{review.authorName}</h3>
      <Muted>
        <Stars value={review.rating} /> · {formatDate(review.publishedAt ?? review.createdAt)}
      </Muted>
      {categories ? <Muted>{categories}</Muted> : null}
      <p>{review.comment}</p>
      {review.reply ? (
        <Reply>
          <Muted>{t('Resposta do anfitrião')}{review.repliedAt ? ` · ${formatDate(review.repliedAt)}` : ''}</Muted>
          <p>{review.reply}</p>
        </Reply>
      ) : null}
      {onReport ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('Denunciar a avaliação de {{name}}', { name: review.authorName })}
            onClick={() => onReport(review)}
          >
            {t('Denunciar')}
          </Button>
        </div>
      ) : null}
    </Item>
  );
}

function ReportDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useAction((text: string) => reportReview(review.id, text), {
    failure: { title: t('Erro ao denunciar'), description: t('Não foi possível enviar a denúncia. Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Denúncia enviada'), description: t('A equipa vai analisar esta avaliação.'), variant: 'success' });
      onClose();
    },
  });
  const submit = () => {
    const text = reason.trim();
    if (!text || text.length > 500) return setError(t('Indique o motivo (até 500 caracteres).'));
    setError(null);
    void report.trigger(text);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !report.isMutating && onClose()}
      title={t('Denunciar avaliação')}
      description={t('Diga-nos porque a avaliação de {{name}} não cumpre as regras.', { name: review.authorName })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={report.isMutating}>{t('Cancelar')}</Button>
          <Button variant="destructive" onClick={submit} loading={report.isMutating}>{t('Enviar denúncia')}</Button>
        </>
      }
    >
      <TextArea
        label={t('Motivo')}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
    </Modal>
  );
}

export function SubjectReviews({ subject, id, signedIn }: { subject: ReviewSubject; id: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const { data, error, isLoading, isValidating, size, setSize } = useReviews(subject, id);
  const [reporting, setReporting] = useState<Review | null>(null);
  const first = data?.[0];
  // The schema types a Review as nullable (it doubles as `myReview`); a listed review is never null.
  const items = (data?.flatMap((p) => p.items) ?? []).filter((r): r is Review => r !== null);
  const more = first ? items.length < first.total : false;
  const loadingMore = isValidating && data !== undefined && data.length < size;

  return (
    <Section aria-labelledby={`avaliacoes-${id}`}>
      <h2 id={`avaliacoes-${id}`}>{t('Avaliações')}</h2>
      {error && !data ? <Muted role="alert">{t('Não foi possível carregar as avaliações.')}</Muted>
        : isLoading || !first ? <Muted>{t('A carregar avaliações...')}</Muted>
        : first.reviewCount === 0 || first.rating === null ? <Muted>{t('Sem avaliações')}</Muted>
        : (
          <>
            <p>
              <Stars value={first.rating} /> <strong>{formatRating(first.rating)}</strong> ·{' '}
              {t('{{count}} avaliação', { count: first.reviewCount })}
            </p>
            <ol>
              {items.map((r) => (
                <li key={r.id}>
                  <ReviewItem review={r} onReport={signedIn ? setReporting : undefined} />
                </li>
              ))}
            </ol>
            {more ? (
              <div>
                <Button variant="outline" loading={loadingMore} onClick={() => void setSize(size + 1)}>
                  {t('Mostrar mais')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      {reporting ? <ReportDialog review={reporting} onClose={() => setReporting(null)} /> : null}
    </Section>
  );
}
