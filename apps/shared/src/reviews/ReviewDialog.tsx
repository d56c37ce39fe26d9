/**
 * @module Writing or editing one's review of a booking (issue 11, ADR 0022): 1 to 5 stars (an accessible radio
 * group), a text, and for a stay also cleanliness, location and value; POST /api/reviews/bookings/{bookingId}, or PUT
 * while the review is not published. The checks mirror the API's Portuguese messages; the server's errors are toasts.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '../i18n.ts';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '../use-action.ts';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { useToast } from '@turismo/ui-kit/Toast';
import { type Reviewable, type ReviewBody, saveReview } from './reviews-api.ts';
import { StarRatingInput } from './StarRating.tsx';
import { TextArea } from './TextArea.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The API's messages (reviews.schemas.ts). */
export const REVIEW_FORM_MESSAGES = {
  rating: msg('Escolha uma classificação de 1 a 5 estrelas.'),
  comment: msg('Escreva um comentário (até 2000 caracteres).'),
  categories: msg('Avalie a limpeza, a localização e a relação qualidade/preço (1 a 5).'),
};

type Stars = number | null;

export function ReviewDialog({ item, onClose, onSaved }: {
  item: Reviewable;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mine = item.myReview;
  const isStay = item.bookingType === 'stay' && item.side === 'traveller';
  const [rating, setRating] = useState<Stars>(mine?.rating ?? null);
  const [cleanliness, setCleanliness] = useState<Stars>(mine?.cleanliness ?? null);
  const [location, setLocation] = useState<Stars>(mine?.location ?? null);
  const [value, setValue] = useState<Stars>(mine?.value ?? null);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [errors, setErrors] = useState<Partial<Record<keyof typeof REVIEW_FORM_MESSAGES, string>>>({});

  const save = useAction((body: ReviewBody) => saveReview(item.bookingId, body, mine !== null), {
    failure: { title: t('Erro ao avaliar'), description: t('Não foi possível guardar a avaliação. Tente novamente.') },
    onSuccess: () => {
      toast({
        title: mine ? t('Avaliação atualizada') : t('Avaliação enviada'),
        description: t('Fica visível quando a outra parte avaliar ou quando terminar o prazo de 14 dias.'),
        variant: 'success',
      });
      onSaved();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = comment.trim();
    const next: typeof errors = {};
    if (rating === null) next.rating = t(REVIEW_FORM_MESSAGES.rating);
    if (!text || text.length > 2000) next.comment = t(REVIEW_FORM_MESSAGES.comment);
    if (isStay && (cleanliness === null || location === null || value === null)) {
      next.categories = t(REVIEW_FORM_MESSAGES.categories);
    }
    setErrors(next);
    if (Object.keys(next).length || rating === null) return;
    const body: ReviewBody = isStay
      ? { rating, comment: text, cleanliness: cleanliness!, location: location!, value: value! }
      : { rating, comment: text };
    void save.trigger(body);
  };

  const formId = `review-${item.bookingId}`;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !save.isMutating && onClose()}
      title={mine ? t('Editar avaliação') : t('Avaliar')}
      description={item.label}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isMutating}>{t('Cancelar')}</Button>
          <Button type="submit" form={formId} loading={save.isMutating}>
            {mine ? t('Guardar alterações') : t('Enviar avaliação')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <div>
          <StarRatingInput name={`${formId}-rating`} legend={t('Classificação geral')} value={rating} onChange={setRating} />
          {errors.rating ? <Problem role="alert">{errors.rating}</Problem> : null}
        </div>
        {isStay ? (
          <div>
            <StarRatingInput name={`${formId}-clean`} legend={t('Limpeza')} value={cleanliness} onChange={setCleanliness} />
            <StarRatingInput name={`${formId}-location`} legend={t('Localização')} value={location} onChange={setLocation} />
            <StarRatingInput name={`${formId}-value`} legend={t('Qualidade/preço')} value={value} onChange={setValue} />
            {errors.categories ? <Problem role="alert">{errors.categories}</Problem> : null}
          </div>
        ) : null}
        <TextArea
          label={t('Comentário')}
          value={comment}
          maxLength={2000}
          onChange={(e) => setComment(e.target.value)}
          error={errors.comment}
          hint={t('A sua avaliação fica visível quando a outra parte avaliar ou após 14 dias.')}
        />
      </Form>
    </Modal>
  );
}
