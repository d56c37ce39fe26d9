/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Card: a surface grouping related content, with Card.Header, Card.Body and Card.Footer.
 * Use `as="article"` / `as="section"` for the right landmark.
 */
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { CardBody } from './CardBody';
import { CardFooter } from './CardFooter';
import { CardHeader } from './CardHeader';

export type CardProps = HTMLAttributes<HTMLDivElement> & {
  variant?: 'outlined' | 'elevated' | 'muted';
  /** Highlight (e.g. a selected role card). */
  selected?: boolean;
  as?: ElementType;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;

  &[data-variant='elevated'] { border-color: transparent; box-shadow: ${({ theme }) => theme.shadows.md}; }
  &[data-variant='muted'] { background: ${({ theme }) => theme.colors.surfaceMuted}; border-color: transparent; }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }
`;

const CardRoot = forwardRef<HTMLDivElement, CardProps>(function Card(
  { variant = 'outlined', selected, ...rest },
  ref,
) {
  return <Root ref={ref} data-variant={variant} data-selected={selected || undefined} {...rest} />;
});

/**
 * @example
 * <Card as="article"><Card.Header><h3>Maputo → Inhambane</h3></Card.Header><Card.Body>...</Card.Body></Card>
 */
export const Card = Object.assign(CardRoot, { Header: CardHeader, Body: CardBody, Footer: CardFooter });
