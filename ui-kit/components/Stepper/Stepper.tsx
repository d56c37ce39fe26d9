/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Stepper: progress through a multi-step form (the 5-step sign-up wizard). `current` is the
 * ZERO-based index of the active step. An ordered list with aria-current="step"; on phones only the current
 * step's label shows, as 'Passo 2 de 5: ...'.
 */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export type StepperStep = string | { label: ReactNode; description?: ReactNode };

export type StepperProps = HTMLAttributes<HTMLElement> & {
  steps: readonly StepperStep[];
  /** Zero-based index of the current step. */
  current: number;
};

const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & > ol {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & > [data-caption] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    ${({ theme }) => theme.media.tablet} { display: none; }
  }
`;

const Step = styled.li`
  position: relative;
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  text-align: center;

  /* Connector to the previous step. */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 15px;
    right: calc(50% + 20px);
    left: calc(-50% + 20px);
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &[data-state='complete']::before,
  &[data-state='current']::before { background: ${({ theme }) => theme.colors.brand}; }

  & > [data-dot] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.radii.round};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[data-state='complete'] > [data-dot] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
  &[data-state='current'] > [data-dot] {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }

  & > [data-label] {
    display: none;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    ${({ theme }) => theme.media.tablet} { display: block; }
  }
  &[data-state='current'] > [data-label] { color: ${({ theme }) => theme.colors.text}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

function labelOf(step: StepperStep): ReactNode {
  return typeof step === 'string' ? step : step.label;
}

/** @example <Stepper steps={['Acesso', 'Dados pessoais', 'Documento', 'Fotos', 'Tipo de conta']} current={step} /> */
export const Stepper = forwardRef<HTMLElement, StepperProps>(function Stepper(
  { steps, current, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const currentStep = steps[current];
  return (
    <Root ref={ref} aria-label={ariaLabel ?? t('Progresso')} {...rest}>
      <ol>
        {steps.map((step, i) => {
          const state = i < current ? 'complete' : i === current ? 'current' : 'upcoming';
          return (
            <Step key={i} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span data-dot aria-hidden="true">
                {state === 'complete' ? <Icon name="check" size={16} /> : i + 1}
              </span>
              <span data-label aria-hidden="true">
                {labelOf(step)}
              </span>
              {/* The label is hidden on phones; keep it (and the state) for screen readers. */}
              <VisuallyHidden>
                {t('Passo {{number}}:', { number: i + 1 })}{' '}
                {labelOf(step)}
                {state === 'complete' ? ` ${t('(concluído)')}` : ''}
              </VisuallyHidden>
            </Step>
          );
        })}
      </ol>
      {currentStep !== undefined ? (
        <p data-caption aria-hidden="true">
          {t('Passo {{number}} de {{total}}:', { number: current + 1, total: steps.length })} {labelOf(currentStep)}
        </p>
      ) : null}
    </Root>
  );
});
