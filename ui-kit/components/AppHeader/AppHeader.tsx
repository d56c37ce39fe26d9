/// <reference path="../../theme/styled.d.ts" />
/**
 * @module AppHeader: the sticky top bar of each app with three slots: logo, left (main navigation, hidden on
 * phones where the BottomNav takes over unless `leftOnMobile`) and right (bell, user menu, 'Entrar').
 * Optionally starts with a skip link to the main content.
 */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type AppHeaderProps = HTMLAttributes<HTMLElement> & {
  logo?: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  /** Default true. */
  sticky?: boolean;
  /** Keep the left slot visible below 768 px. Default false. */
  leftOnMobile?: boolean;
  /** Id of the main element: renders a 'Saltar para o conteúdo' skip link. */
  skipToId?: string;
};

const Root = styled.header`
  z-index: ${({ theme }) => theme.zIndices.header};
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &[data-sticky] { position: sticky; top: 0; }

  & > [data-skip] {
    position: absolute;
    left: ${({ theme }) => theme.space[2]};
    top: -100px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    &:focus { top: ${({ theme }) => theme.space[2]}; }
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.sizes.container.xl};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[4]};
    padding: 0 ${({ theme }) => theme.space[6]};
  }

  & > [data-slot='logo'] { display: flex; align-items: center; flex-shrink: 0; min-width: 0; }
  & > [data-slot='left'] { display: flex; align-items: center; gap: ${({ theme }) => theme.space[1]}; min-width: 0; }
  & > [data-slot='right'] { display: flex; align-items: center; gap: ${({ theme }) => theme.space[2]}; margin-left: auto; }

  ${({ theme }) => theme.media.belowTablet} {
    & > [data-slot='left'][data-mobile='hidden'] { display: none; }
  }
`;

/** @example <AppHeader logo={<Logo />} left={<nav aria-label="Principal">...</nav>} right={<Menu ... />} /> */
export const AppHeader = forwardRef<HTMLElement, AppHeaderProps>(function AppHeader(
  { logo, left, right, sticky = true, leftOnMobile = false, skipToId, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Root ref={ref} data-sticky={sticky || undefined} {...rest}>
      {skipToId ? (
        <a data-skip href={`#${skipToId}`}>
          {t('Saltar para o conteúdo')}
        </a>
      ) : null}
      <Inner>
        {logo ? <div data-slot="logo">{logo}</div> : null}
        {left ? (
          <div data-slot="left" data-mobile={leftOnMobile ? 'shown' : 'hidden'}>
            {left}
          </div>
        ) : null}
        <div data-slot="right">{right}</div>
      </Inner>
    </Root>
  );
});
