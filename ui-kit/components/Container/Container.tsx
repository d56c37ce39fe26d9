/// <reference path="../../theme/styled.d.ts" />
/** @module Container: centres page content at a max width with phone-friendly side padding. */
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** Max width: sm 640, md 768, lg 1024, xl 1200 (default). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  as?: ElementType;
};

const Root = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container.xl};
  margin-left: auto;
  margin-right: auto;
  padding-left: ${({ theme }) => theme.space[4]};
  padding-right: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    padding-left: ${({ theme }) => theme.space[6]};
    padding-right: ${({ theme }) => theme.space[6]};
  }

  &[data-size='sm'] { max-width: ${({ theme }) => theme.sizes.container.sm}; }
  &[data-size='md'] { max-width: ${({ theme }) => theme.sizes.container.md}; }
  &[data-size='lg'] { max-width: ${({ theme }) => theme.sizes.container.lg}; }
`;

/** @example <Container as="main" id="conteudo">...</Container> */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container({ size = 'xl', ...rest }, ref) {
  return <Root ref={ref} data-size={size} {...rest} />;
});
