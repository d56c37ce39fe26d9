/** @module A titled block of a screen (an <h2> and its content), labelled for screen readers. */
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

export type SectionProps = {
  title: string;
  children: ReactNode;
};

export function Section({ title, children }: SectionProps) {
  const id = useId();
  return (
    <Root aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Root>
  );
}
