/** @module The 'ou' divider between the Google button and the email form. */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function OrDivider() {
  const { t } = useTranslation();
  return <Root role="separator" aria-label={t('ou')}>{t('ou')}</Root>;
}
