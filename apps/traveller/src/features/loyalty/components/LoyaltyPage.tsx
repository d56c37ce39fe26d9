/**
 * @module Programa Fidelidade (spec 2.11; /fidelidade, /loyalty; DECISIONS.md 2): tabs Visão Geral (level, member
 * since, available and accumulated points, progress to the next level, rewards with 'Resgatar', redeemed rewards,
 * recent history), Recompensas (how it works, tier cards with multipliers), Histórico and Regras. Everything comes
 * from the API (migration 0011). 'Resgatar' asks for confirmation first; a redeemed reward is applied in a booking
 * panel (ADR 0024 of the API) and shown with its 'válido até' date, or as used. Access for signed-in users only (gate
 * in src/app).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { Button } from '@turismo/ui-kit/Button';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Stack } from '@turismo/ui-kit/Stack';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { type LoyaltyProgram, useLoyaltyHistory, useLoyaltyProgram } from '../api/loyalty.ts';
import { LEVEL_LABELS } from '../lib/levels.ts';
import { HistoryList, HistoryTab } from './LoyaltyHistory.tsx';
import { RulesTab, TiersTab } from './LoyaltyInfoTabs.tsx';
import { LevelBadge, LevelProgress, ProgramFigures } from './LoyaltySummary.tsx';
import { H2, Muted, Row, Section } from './loyaltyStyles.ts';
import { Redemptions } from './Redemptions.tsx';
import { RewardsList } from './RewardsList.tsx';

function Overview({ program, onAllHistory }: { program: LoyaltyProgram; onAllHistory: () => void }) {
  const { t } = useTranslation();
  const history = useLoyaltyHistory(5);
  return (
    <Stack gap={4}>
      <Section aria-labelledby="loyalty-level">
        <Row>
          <H2 id="loyalty-level">{t('Nível {{level}}', { level: t(LEVEL_LABELS[program.membershipLevel]) })}</H2>
          <LevelBadge program={program} />
        </Row>
        <Muted>{t('Membro desde {{date}}', { date: formatDate(program.joinedAt) })}</Muted>
        <ProgramFigures program={program} />
        <LevelProgress program={program} />
      </Section>
      <Section aria-labelledby="loyalty-rewards">
        <H2 id="loyalty-rewards">{t('Recompensas disponíveis')}</H2>
        <RewardsList program={program} />
      </Section>
      <Redemptions />
      <Section aria-labelledby="loyalty-recent">
        <Row>
          <H2 id="loyalty-recent">{t('Histórico recente')}</H2>
          <Button size="sm" variant="ghost" onClick={onAllHistory}>{t('Ver tudo')}</Button>
        </Row>
        {history.data ? <HistoryList entries={history.data.data} /> : <Skeleton variant="rect" height={80} />}
      </Section>
    </Stack>
  );
}

export function LoyaltyPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('geral');
  const { data, error, isLoading, mutate } = useLoyaltyProgram();
  return (
    <Page
      title={t('Programa Fidelidade')}
      description={t('Ganhe pontos em cada viagem, estadia e evento e troque-os por recompensas.')}
    >
      {error ? (
        <LoadError title={t('Erro ao carregar o programa')} error={error} onRetry={mutate}
          fallback={t('Não foi possível carregar o programa de fidelidade.')} />
      ) : null}
      {isLoading ? <Loading label={t('A carregar o programa')} height={160} /> : null}
      {data ? (
        <Tabs
          label={t('Programa Fidelidade')}
          value={tab}
          onValueChange={setTab}
          items={[
            {
              id: 'geral',
              label: t('Visão Geral'),
              content: tab === 'geral' ? <Overview program={data} onAllHistory={() => setTab('historico')} /> : null,
            },
            { id: 'recompensas', label: t('Recompensas'), content: tab === 'recompensas' ? <TiersTab program={data} /> : null },
            { id: 'historico', label: t('Histórico'), content: tab === 'historico' ? <HistoryTab /> : null },
            { id: 'regras', label: t('Regras'), content: tab === 'regras' ? <RulesTab program={data} /> : null },
          ]}
        />
      ) : null}
      <p>
        <Link href="/reservas">{t('Ver as minhas reservas')}</Link>
      </p>
    </Page>
  );
}
