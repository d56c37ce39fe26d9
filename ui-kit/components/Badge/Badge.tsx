/// <reference path="../../theme/styled.d.ts" />
/** @module Badge: a short status label (Confirmada, Pendente, Destaque...). Tone is a data-* attribute. */
import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand' | 'accent';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};

  &[data-size='md'] { padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]}; font-size: ${({ theme }) => theme.fontSizes.sm}; }

  &[data-tone='success'] { background: ${({ theme }) => theme.colors.successSoft}; color: ${({ theme }) => theme.colors.successText}; }
  &[data-tone='warning'] { background: ${({ theme }) => theme.colors.warningSoft}; color: ${({ theme }) => theme.colors.warningText}; }
  &[data-tone='danger'] { background: ${({ theme }) => theme.colors.dangerSoft}; color: ${({ theme }) => theme.colors.dangerText}; }
  &[data-tone='info'] { background: ${({ theme }) => theme.colors.infoSoft}; color: ${({ theme }) => theme.colors.infoText}; }
  &[data-tone='brand'] { background: ${({ theme }) => theme.colors.brandSoft}; color: ${({ theme }) => theme.colors.brandActive}; }
  &[data-tone='accent'] { background: ${({ theme }) => theme.colors.accentSoft}; color: ${({ theme }) => theme.colors.accentStrong}; }
`;

/** @example <Badge tone="success">Confirmada</Badge> */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone = 'neutral', size = 'sm', ...rest }, ref) {
  return <Root ref={ref} data-tone={tone} data-size={size} {...rest} />;
});
