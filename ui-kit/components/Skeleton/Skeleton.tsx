/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Skeleton: a grey placeholder shaped like content that is loading (e.g. the 6 event cards). It is
 * aria-hidden; mark the loading region itself with aria-busy or a Spinner label.
 */
import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';

export type SkeletonProps = HTMLAttributes<HTMLSpanElement> & {
  variant?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Number of text lines (variant 'text'); the last is shorter. */
  lines?: number;
};

const shine = keyframes`from { background-position: 200% 0; } to { background-position: -200% 0; }`;

const Block = styled.span`
  display: block;
  width: 100%;
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shine} 1.4s ease-in-out infinite;

  &[data-variant='rect'] { height: 120px; border-radius: ${({ theme }) => theme.radii.md}; }
  &[data-variant='circle'] { width: 40px; height: 40px; border-radius: ${({ theme }) => theme.radii.round}; }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none !important;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  & > span:last-child:not(:first-child) { width: 60%; }
`;

/** @example <Skeleton variant="rect" height={180} /> or <Skeleton lines={3} /> */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'text', width, height, lines = 1, style, ...rest },
  ref,
) {
  const size = { width, height, ...style };
  if (variant === 'text' && lines > 1) {
    return (
      <Lines ref={ref} aria-hidden="true" data-skeleton style={style} {...rest}>
        {Array.from({ length: lines }, (_, i) => (
          <Block key={i} data-variant="text" style={{ width, height }} />
        ))}
      </Lines>
    );
  }
  return <Block ref={ref} aria-hidden="true" data-skeleton data-variant={variant} style={size} {...rest} />;
});
