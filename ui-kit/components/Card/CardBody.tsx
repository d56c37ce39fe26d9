/// <reference path="../../theme/styled.d.ts" />
/** @module Card.Body: main content of a Card. */
import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export type CardBodyProps = HTMLAttributes<HTMLDivElement>;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space[5]}; }
`;

export const CardBody = forwardRef<HTMLDivElement, CardBodyProps>(function CardBody(props, ref) {
  return <Root ref={ref} {...props} />;
});
