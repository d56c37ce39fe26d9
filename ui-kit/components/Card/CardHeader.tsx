/// <reference path="../../theme/styled.d.ts" />
/** @module Card.Header: title row of a Card (optional actions on the right). */
import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export type CardHeaderProps = HTMLAttributes<HTMLDivElement>;

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0; }

  & h2, & h3, & h4 { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(props, ref) {
  return <Root ref={ref} {...props} />;
});
