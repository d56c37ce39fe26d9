/**
 * @module The cancellation policy of a listing, in Portuguese, as the API states it (ADR 0024 of the API): shown on
 * the ride, stay and event pages, in the booking panels before payment and in the confirmation.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type CancellationPolicyNoteProps = {
  /** The policy text of the API (`cancellationPolicy.text`); nothing is shown without it. */
  text: string | null | undefined;
};

export function CancellationPolicyNote({ text }: CancellationPolicyNoteProps) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Note data-cancellation-policy>
      <strong>{t('Política de cancelamento:')}</strong> {text}
    </Note>
  );
}
