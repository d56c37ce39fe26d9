/**
 * @module Honest placeholders for the parts of a screen whose data is not served yet (DECISIONS.md 1: never sample
 * figures). `PendingStats` shows the figures a dashboard will have with '—' and a hint; `NoData` and `ComingSoon`
 * are the empty states.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import type { IconName } from '@turismo/ui-kit/Icon';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';

/** Hint under a figure that has no data yet. */
export const PENDING_HINT = msg('Aparece quando houver atividade.');

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The value shown instead of a figure: a dash, read out as 'Sem dados'. */
export function NoFigure() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('Sem dados')}</VisuallyHidden>
    </>
  );
}

export type PendingStatsProps = {
  /** The figures' labels, in the order of the spec. */
  labels: readonly { label: string; icon?: IconName }[];
  /** Accessible name of the list, e.g. 'Resumo do motorista'. */
  title: string;
};

/** The dashboard's stat cards without invented numbers: each shows '—' until there is activity. */
export function PendingStats({ labels, title }: PendingStatsProps) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={title}>
      {labels.map(({ label, icon }) => (
        <li key={label}>
          <StatCard label={label} value={<NoFigure />} hint={t(PENDING_HINT)} icon={icon} />
        </li>
      ))}
    </Grid>
  );
}

export type PlaceholderProps = {
  description?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
  headingLevel?: 2 | 3 | 4;
};

/** A list that has nothing yet: 'Ainda não há dados'. */
export function NoData({ description, action, icon = 'info', headingLevel = 3 }: PlaceholderProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={icon}
      title={t('Ainda não há dados')}
      description={description}
      action={action}
    />
  );
}

/** A feature that is not built yet: 'Em breve'. */
export function ComingSoon({ description, action, icon = 'info', headingLevel = 3 }: PlaceholderProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={icon}
      title={t('Em breve')}
      description={description ??
        t('Esta funcionalidade ainda não está disponível. Estamos a prepará-la com dados reais.')}
      action={action}
    />
  );
}
