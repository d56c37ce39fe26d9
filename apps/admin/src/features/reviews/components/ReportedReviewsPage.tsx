/**
 * @module /admin/reviews: the reviews users reported ('Denunciar', issue 11), most recently reported first, each with
 * what it is about, its author, rating and text, how many reports and their reasons. 'Ocultar' asks for a reason and
 * hides the review from every listing and rating at once (the server keeps the action in the author's audit trail).
 * One card per review, so it reads on a 360 px phone.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { ReasonDialog } from '@turismo/app-core/ReasonDialog';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Icon } from '@turismo/ui-kit/Icon';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import { hideReview, type ReportedReview, useReportedReviews } from '../api/reviews.ts';

const SUBJECT_LABELS: Record<ReportedReview['subjectType'], string> = {
  driver: msg('Motorista'),
  establishment: msg('Alojamento'),
  event: msg('Evento'),
  traveller: msg('Viajante'),
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Comment = styled.blockquote`
  margin: ${({ theme }) => `${theme.space[2]} 0`};
  overflow-wrap: anywhere;
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

function ReviewItem({ review, onHide }: { review: ReportedReview; onHide: () => void }) {
  const { t } = useTranslation();
  const reports = t('{{count}} denúncia', { count: review.reportCount });
  return (
    <li>
      <Card as="article" aria-label={t('Avaliação de {{name}}', { name: review.authorName })}>
        <Card.Body>
          <Meta>
            <Badge tone="neutral">{t(SUBJECT_LABELS[review.subjectType])}</Badge>
            <span>{review.authorName}</span>
            <span aria-label={t('{{value}} de 5 estrelas', { value: review.rating })}>
              <Icon name="star" size={16} fill="currentColor" /> {review.rating}/5
            </span>
            <span>{formatDate(review.createdAt)}</span>
            <Badge tone="danger">{reports}</Badge>
          </Meta>
          <Comment>{review.comment}</Comment>
          <h3 style={{ margin: 0, fontSize: 'inherit' }}>{t('Motivos')}</h3>
          <Reasons>
            {review.reasons.map((reason, i) => <li key={i}>{reason}</li>)}
          </Reasons>
        </Card.Body>
        <Card.Footer>
          <Button variant="destructive" size="sm" onClick={onHide}>{t('Ocultar')}</Button>
        </Card.Footer>
      </Card>
    </li>
  );
}

export function ReportedReviewsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useReportedReviews();
  const { toast } = useToast();
  const [hiding, setHiding] = useState<ReportedReview | null>(null);
  const hide = useAction(hideReview, {
    failure: { title: t('Erro ao ocultar'), description: t('Não foi possível ocultar a avaliação. Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Avaliação ocultada'), variant: 'success' });
      setHiding(null);
      void mutate();
    },
  });

  return (
    <Page title={t('Avaliações denunciadas')} description={t('Avaliações que os utilizadores denunciaram e ainda estão visíveis.')}>
      {error ? <Alert tone="danger">{t('Não foi possível carregar as avaliações denunciadas.')}</Alert> : null}
      {isLoading ? <Skeleton variant="rect" height={160} /> : null}
      {data && data.length === 0 ? (
        <EmptyState icon="check" title={t('Nenhuma avaliação denunciada')} description={t('Não há denúncias por tratar.')} />
      ) : null}
      {data && data.length > 0 ? (
        <List aria-label={t('Avaliações denunciadas')}>
          {data.map((review) => <ReviewItem key={review.id} review={review} onHide={() => setHiding(review)} />)}
        </List>
      ) : null}
      {hiding ? (
        <ReasonDialog
          title={t('Ocultar avaliação')}
          description={t('A avaliação de {{name}} deixa de ser mostrada e de contar para a classificação.', { name: hiding.authorName })}
          confirmLabel={t('Ocultar')}
          invalidMessage={t('Indique o motivo (1 a 500 caracteres).')}
          minLength={1}
          busy={hide.isMutating}
          onCancel={() => setHiding(null)}
          onConfirm={(reason) => void hide.trigger({ id: hiding.id, reason })}
        />
      ) : null}
    </Page>
  );
}
