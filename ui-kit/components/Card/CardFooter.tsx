/// <reference path="../../theme/styled.d.ts" />
/** @module Card.Footer: actions row of a Card; wraps on phones. */
import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export type CardFooterProps = HTMLAttributes<HTMLDivElement>;

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]}; }
`;

export const CardFooter = forwardRef<HTMLDivElement, CardFooterProps>(function CardFooter(props, ref) {
  return <Root ref={ref} {...props} />;
});
