/**
 * @module Programa Fidelidade (spec 2.11; /fidelidade, /loyalty; DECISIONS.md 2): tabs Visão Geral (level, member
 * since, available and accumulated points, progress to the next level, rewards with 'Resgatar', redeemed rewards,
 * recent history), Recompensas (how it works, tier cards with multipliers), Histórico and Regras. Everything comes
 * from the API (migration 0011). 'Resgatar' asks for confirmation first; a redeemed reward is applied in a booking
 * panel (ADR 0024 of the API) and shown with its 'válido até' date, or as used. Access for signed-in users only (gate
 * in src/app).
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@turismo/app-core/api';
import { formatDate } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Modal } from '@turismo/ui-kit/Modal';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  type LoyaltyHistoryEntry,
  type LoyaltyProgram,
  type LoyaltyReward,
  redeemReward,
  useLoyaltyHistory,
  useLoyaltyProgram,
  useLoyaltyRedemptions,
  useLoyaltyRewards,
} from '../api/loyalty.ts';
import { formatMultiplier, formatPoints, LEVEL_LABELS, REASON_LABELS, signedPoints, tierRange } from '../lib/levels.ts';
import { LevelBadge, LevelProgress, ProgramFigures } from './LoyaltySummary.tsx';

const PAGE = 20;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const ItemText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 200px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Tiers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Tier = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &[aria-current] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Rules = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

function failure(error: unknown, fallback: string) {
  return error instanceof ApiError ? error.message : fallback;
}

/** Why a reward cannot be redeemed now. */
function blocker(
  reward: LoyaltyReward,
  program: LoyaltyProgram,
  levels: LoyaltyProgram['tiers'],
  t: TFunction,
): string | null {
  if (reward.redeemable) return null;
  const rank = (l: string) => levels.findIndex((tier) => tier.level === l);
  if (rank(program.membershipLevel) < rank(reward.minLevel)) {
    return t('Requer o nível {{level}}', { level: t(LEVEL_LABELS[reward.minLevel]) });
  }
  return t('Faltam {{points}}', { points: formatPoints(reward.costPoints - program.currentPoints, t) });
}

function RewardsList({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useLoyaltyRewards();
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  // Redeeming spends points for good (spec 9): the member confirms first.
  const [asking, setAsking] = useState<LoyaltyReward | null>(null);
  /** One idempotency key per attempt: a retry after a network error reuses it. */
  const keys = useRef(new Map<string, string>());

  const redeem = async (reward: LoyaltyReward) => {
    const key = keys.current.get(reward.id) ?? crypto.randomUUID();
    keys.current.set(reward.id, key);
    setBusy(reward.id);
    try {
      await redeemReward(reward.id, key);
      setAsking(null);
      keys.current.delete(reward.id);
      toast({ title: t('Recompensa Resgatada!'), description: t('A recompensa foi adicionada à sua conta.') });
    } catch (err) {
      if (err instanceof ApiError) keys.current.delete(reward.id);
      toast({
        title: t('Não foi possível resgatar'),
        description: failure(err, t('Verifique a ligação e tente novamente.')),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  if (error) {
    return <Alert tone="danger" title={t('Erro ao carregar as recompensas')}>{failure(error, t('Tente novamente.'))}</Alert>;
  }
  if (isLoading || !data) return <Skeleton variant="rect" height={120} />;
  if (data.length === 0) return <Muted>{t('Não há recompensas disponíveis de momento.')}</Muted>;
  return (
    <List aria-label={t('Recompensas')}>
      {data.map((reward) => {
        const why = blocker(reward, program, program.tiers, t);
        return (
          <Item key={reward.id}>
            <ItemText>
              <strong>{reward.title}</strong>
              <Muted>{reward.description}</Muted>
              <Muted>
                {formatPoints(reward.costPoints, t)} ·{' '}
                {t('nível {{level}} ou superior', { level: t(LEVEL_LABELS[reward.minLevel]) })}
              </Muted>
            </ItemText>
            <Row>
              {why ? <Muted>{why}</Muted> : null}
              <Button
                size="sm"
                disabled={!reward.redeemable}
                loading={busy === reward.id}
                onClick={() => setAsking(reward)}
                aria-label={t('Resgatar {{title}} por {{points}}', { title: reward.title, points: formatPoints(reward.costPoints, t) })}
              >
                {t('Resgatar')}
              </Button>
            </Row>
          </Item>
        );
      })}
      <Modal
        open={asking !== null}
        onOpenChange={(next) => !next && busy === null && setAsking(null)}
        title={t('Resgatar recompensa')}
        description={asking
          ? t(
            'Resgatar {{title}} por {{points}}? Os pontos resgatados não são reembolsáveis. A recompensa fica válida 30 dias e aplica-se no painel de reserva.',
            { title: asking.title, points: formatPoints(asking.costPoints, t) },
          )
          : undefined}
        size="sm"
        role="alertdialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(null)} disabled={busy !== null}>{t('Voltar')}</Button>
            <Button loading={busy !== null} onClick={() => asking && void redeem(asking)}>{t('Sim, resgatar')}</Button>
          </>
        }
      />
    </List>
  );
}

function Redemptions() {
  const { t } = useTranslation();
  const { data } = useLoyaltyRedemptions();
  if (!data || data.length === 0) return null;
  return (
    <Section aria-labelledby="loyalty-redeemed">
      <H2 id="loyalty-redeemed">{t('As minhas recompensas')}</H2>
      <List>
        {data.map((r) => (
          <Item key={r.id}>
            <ItemText>
              <strong>{r.reward.title}</strong>
              <Muted>
                {t('Resgatada em {{date}} por {{points}}', {
                  date: formatDate(r.redeemedAt),
                  points: formatPoints(r.pointsSpent, t),
                })}
              </Muted>
            </ItemText>
            {r.revokedAt ? (
              // Taken back when the booking whose points paid for it was cancelled (ADR 0017 of the API).
              <Badge tone="danger">{t('anulada em {{date}}', { date: formatDate(r.revokedAt) })}</Badge>
            ) : r.usedBookingId ? (
              <Badge tone="neutral">{t('usada numa reserva')}</Badge>
            ) : (
              <Badge tone={Date.parse(r.validUntil) > Date.now() ? 'success' : 'neutral'}>
                {t('válido até {{date}}', { date: formatDate(r.validUntil) })}
              </Badge>
            )}
          </Item>
        ))}
      </List>
      <Muted>
        {t(
          'Aplique uma recompensa no painel de reserva (alojamento, viagem ou evento, conforme a recompensa) até à data indicada. Se cancelar a reserva no período gratuito, a recompensa volta para a sua conta.',
        )}
      </Muted>
    </Section>
  );
}

function HistoryList({ entries }: { entries: LoyaltyHistoryEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon="calendar"
        title={t('Ainda sem pontos')}
        description={t('Ganhe pontos com cada viagem, estadia e evento que reservar.')}
      />
    );
  }
  return (
    <List aria-label={t('Histórico de pontos')}>
      {entries.map((e) => (
        <Item key={e.id}>
          <ItemText>
            <strong>{t(REASON_LABELS[e.reason])}</strong>
            {e.description ? <Muted>{e.description}</Muted> : null}
            <Muted>
              <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>
            </Muted>
          </ItemText>
          <Amount
            aria-label={e.pointsAmount >= 0
              ? t('Mais {{points}}', { points: formatPoints(e.pointsAmount, t) })
              : t('Menos {{points}}', { points: formatPoints(Math.abs(e.pointsAmount), t) })}
          >
            {signedPoints(e.pointsAmount)}
          </Amount>
        </Item>
      ))}
    </List>
  );
}

function Overview({ program, onAllHistory }: { program: LoyaltyProgram; onAllHistory: () => void }) {
  const { t } = useTranslation();
  const history = useLoyaltyHistory(5);
  return (
    <Stack>
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

function TiersTab({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Section aria-labelledby="loyalty-how">
        <H2 id="loyalty-how">{t('Como funciona')}</H2>
        <Rules>
          <li>{t('Reserve viagens, estadias e eventos: cada reserva confirmada dá pontos.')}</li>
          <li>{t('Os pontos acumulados fazem-no subir de nível, e cada nível multiplica os pontos que ganha.')}</li>
          <li>{t('Troque os pontos disponíveis por recompensas na Visão Geral.')}</li>
        </Rules>
      </Section>
      <Section aria-labelledby="loyalty-tiers">
        <H2 id="loyalty-tiers">{t('Níveis')}</H2>
        <Tiers>
          {program.tiers.map((tier) => (
            <Tier key={tier.level} aria-current={tier.level === program.membershipLevel ? 'true' : undefined}>
              <strong>{t(LEVEL_LABELS[tier.level])}</strong>
              <Muted>{tierRange(tier.minPoints, tier.maxPoints, t)}</Muted>
              <span>{t('Pontos {{multiplier}}', { multiplier: formatMultiplier(tier.multiplier) })}</span>
              {tier.level === program.membershipLevel ? <Badge tone="brand">{t('O seu nível')}</Badge> : null}
            </Tier>
          ))}
        </Tiers>
      </Section>
    </Stack>
  );
}

function HistoryTab() {
  const { t } = useTranslation();
  const [size, setSize] = useState(PAGE);
  const { data, error } = useLoyaltyHistory(size);
  if (error) {
    return <Alert tone="danger" title={t('Erro ao carregar o histórico')}>{failure(error, t('Tente novamente.'))}</Alert>;
  }
  if (!data) return <Skeleton variant="rect" height={120} />;
  return (
    <Stack>
      <HistoryList entries={data.data} />
      {data.total > data.data.length ? (
        <Button variant="outline" onClick={() => setSize((s) => s + PAGE)}>{t('Ver mais')}</Button>
      ) : null}
    </Stack>
  );
}

function RulesTab({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  const multipliers = program.tiers.filter((tier) => tier.multiplier !== 1)
    .map((tier) => `${formatMultiplier(tier.multiplier)} ${t(LEVEL_LABELS[tier.level])}`).join(', ');
  return (
    <Section aria-labelledby="loyalty-rules">
      <H2 id="loyalty-rules">{t('Regras do programa')}</H2>
      <Rules>
        <li>{t('1 ponto por cada 10 MZN em viagens; 1 ponto por cada 5 MZN em estadias; 50 pontos por evento.')}</li>
        <li>{t('25 pontos de bónus pela primeira viagem do mês.')}</li>
        <li>
          {t(
            'Os pontos são atribuídos quando a reserva é confirmada; se a reserva for cancelada, os pontos ainda não usados são retirados.',
          )}
        </li>
        <li>{t('Multiplicadores por nível: {{multipliers}}.', { multipliers })}</li>
        <li>{t('O nível sobe com os pontos acumulados e nunca desce.')}</li>
        <li>{t('Pontos válidos por 12 meses; a conta mantém-se ativa com pelo menos uma viagem a cada 6 meses.')}</li>
        <li>{t('Recompensas válidas por 30 dias após o resgate; os pontos resgatados não são reembolsáveis.')}</li>
      </Rules>
    </Section>
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
        <Alert
          tone="danger"
          title={t('Erro ao carregar o programa')}
          action={<Button size="sm" variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}
        >
          {failure(error, t('Não foi possível carregar o programa de fidelidade.'))}
        </Alert>
      ) : null}
      {isLoading ? (
        <div aria-busy="true" aria-label={t('A carregar o programa')}>
          <Skeleton variant="rect" height={160} />
        </div>
      ) : null}
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
