/** @module Styled parts of the stay booking panel: the panel's column (title, notes), the sums list and the date fields. */
import styled from 'styled-components';
import { intlLocale } from '@turismo/app-core/i18n';

/** The panel's column: its h2 and its [data-note] paragraphs. */
export const PanelStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  [data-note] {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dd {
    margin: 0;
    text-align: right;
  }

  [data-total] {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A time of day in Maputo, in the app's language (ISO 8601 in). */
export const time = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { timeStyle: 'short', timeZone: 'Africa/Maputo' }).format(new Date(iso));
