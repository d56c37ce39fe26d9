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
function blocker(reward: LoyaltyReward, program: LoyaltyProgram, levels: LoyaltyProgram['tiers']): string | null {
  if (reward.redeemable) return null;
  const rank = (l: string) => levels.findIndex((t) => t.level === l);
  if (rank(program.membershipLevel) < rank(reward.minLevel)) return `Requer o nível ${LEVEL_LABELS[reward.minLevel]}`;
  return `Faltam ${formatPoints(reward.costPoints - program.currentPoints)}`;
}

function RewardsList({ program }: { program: LoyaltyProgram }) {
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
      toast({ title: 'Recompensa Resgatada!', description: 'A recompensa foi adicionada à sua conta.' });
    } catch (err) {
      if (err instanceof ApiError) keys.current.delete(reward.id);
      toast({
        title: 'Não foi possível resgatar',
        description: failure(err, 'Verifique a ligação e tente novamente.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  if (error) return <Alert tone="danger" title="Erro ao carregar as recompensas">{failure(error, 'Tente novamente.')}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rect" height={120} />;
  if (data.length === 0) return <Muted>Não há recompensas disponíveis de momento.</Muted>;
  return (
    <List aria-label="Recompensas">
      {data.map((reward) => {
        const why = blocker(reward, program, program.tiers);
        return (
          <Item key={reward.id}>
            <ItemText>
              <strong>{reward.title}</strong>
              <Muted>{reward.description}</Muted>
              <Muted>
                {formatPoints(reward.costPoints)} · nível {LEVEL_LABELS[reward.minLevel]} ou superior
              </Muted>
            </ItemText>
            <Row>
              {why ? <Muted>{why}</Muted> : null}
              <Button
                size="sm"
                disabled={!reward.redeemable}
                loading={busy === reward.id}
                onClick={() => setAsking(reward)}
                aria-label={`Resgatar ${reward.title} por ${formatPoints(reward.costPoints)}`}
              >
                Resgatar
              </Button>
            </Row>
          </Item>
        );
      })}
      <Modal
        open={asking !== null}
        onOpenChange={(next) => !next && busy === null && setAsking(null)}
        title="Resgatar recompensa"
        description={asking
          ? `Resgatar ${asking.title} por ${formatPoints(asking.costPoints)}? Os pontos resgatados não são ` +
            'reembolsáveis. A recompensa fica válida 30 dias e aplica-se no painel de reserva.'
          : undefined}
        size="sm"
        role="alertdialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(null)} disabled={busy !== null}>Voltar</Button>
            <Button loading={busy !== null} onClick={() => asking && void redeem(asking)}>Sim, resgatar</Button>
          </>
        }
      />
    </List>
  );
}

function Redemptions() {
  const { data } = useLoyaltyRedemptions();
  if (!data || data.length === 0) return null;
  return (
    <Section aria-labelledby="loyalty-redeemed">
      <H2 id="loyalty-redeemed">As minhas recompensas</H2>
      <List>
        {data.map((r) => (
          <Item key={r.id}>
            <ItemText>
              <strong>{r.reward.title}</strong>
              <Muted>Resgatada em {formatDate(r.redeemedAt)} por {formatPoints(r.pointsSpent)}</Muted>
            </ItemText>
            {r.revokedAt ? (
              // Taken back when the booking whose points paid for it was cancelled (ADR 0017 of the API).
              <Badge tone="danger">anulada em {formatDate(r.revokedAt)}</Badge>
            ) : r.usedBookingId ? (
              <Badge tone="neutral">usada numa reserva</Badge>
            ) : (
              <Badge tone={Date.parse(r.validUntil) > Date.now() ? 'success' : 'neutral'}>
                válido até {formatDate(r.validUntil)}
              </Badge>
            )}
          </Item>
        ))}
      </List>
      <Muted>
        Aplique uma recompensa no painel de reserva (alojamento, viagem ou evento, conforme a recompensa) até à data
        indicada. Se cancelar a reserva no período gratuito, a recompensa volta para a sua conta.
      </Muted>
    </Section>
  );
}

function HistoryList({ entries }: { entries: LoyaltyHistoryEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon="calendar"
        title="Ainda sem pontos"
        description="Ganhe pontos com cada viagem, estadia e evento que reservar."
      />
    );
  }
  return (
    <List aria-label="Histórico de pontos">
      {entries.map((e) => (
        <Item key={e.id}>
          <ItemText>
            <strong>{REASON_LABELS[e.reason]}</strong>
            {e.description ? <Muted>{e.description}</Muted> : null}
            <Muted>
              <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>
            </Muted>
          </ItemText>
          <Amount aria-label={`${e.pointsAmount >= 0 ? 'Mais' : 'Menos'} ${formatPoints(Math.abs(e.pointsAmount))}`}>
            {signedPoints(e.pointsAmount)}
          </Amount>
        </Item>
      ))}
    </List>
  );
}

function Overview({ program, onAllHistory }: { program: LoyaltyProgram; onAllHistory: () => void }) {
  const history = useLoyaltyHistory(5);
  return (
    <Stack>
      <Section aria-labelledby="loyalty-level">
        <Row>
          <H2 id="loyalty-level">Nível {LEVEL_LABELS[program.membershipLevel]}</H2>
          <LevelBadge program={program} />
        </Row>
        <Muted>Membro desde {formatDate(program.joinedAt)}</Muted>
        <ProgramFigures program={program} />
        <LevelProgress program={program} />
      </Section>
      <Section aria-labelledby="loyalty-rewards">
        <H2 id="loyalty-rewards">Recompensas disponíveis</H2>
        <RewardsList program={program} />
      </Section>
      <Redemptions />
      <Section aria-labelledby="loyalty-recent">
        <Row>
          <H2 id="loyalty-recent">Histórico recente</H2>
          <Button size="sm" variant="ghost" onClick={onAllHistory}>Ver tudo</Button>
        </Row>
        {history.data ? <HistoryList entries={history.data.data} /> : <Skeleton variant="rect" height={80} />}
      </Section>
    </Stack>
  );
}

function TiersTab({ program }: { program: LoyaltyProgram }) {
  return (
    <Stack>
      <Section aria-labelledby="loyalty-how">
        <H2 id="loyalty-how">Como funciona</H2>
        <Rules>
          <li>Reserve viagens, estadias e eventos: cada reserva confirmada dá pontos.</li>
          <li>Os pontos acumulados fazem-no subir de nível, e cada nível multiplica os pontos que ganha.</li>
          <li>Troque os pontos disponíveis por recompensas na Visão Geral.</li>
        </Rules>
      </Section>
      <Section aria-labelledby="loyalty-tiers">
        <H2 id="loyalty-tiers">Níveis</H2>
        <Tiers>
          {program.tiers.map((t) => (
            <Tier key={t.level} aria-current={t.level === program.membershipLevel ? 'true' : undefined}>
              <strong>{LEVEL_LABELS[t.level]}</strong>
              <Muted>{tierRange(t.minPoints, t.maxPoints)}</Muted>
              <span>Pontos {formatMultiplier(t.multiplier)}</span>
              {t.level === program.membershipLevel ? <Badge tone="brand">O seu nível</Badge> : null}
            </Tier>
          ))}
        </Tiers>
      </Section>
    </Stack>
  );
}

function HistoryTab() {
  const [size, setSize] = useState(PAGE);
  const { data, error } = useLoyaltyHistory(size);
  if (error) return <Alert tone="danger" title="Erro ao carregar o histórico">{failure(error, 'Tente novamente.')}</Alert>;
  if (!data) return <Skeleton variant="rect" height={120} />;
  return (
    <Stack>
      <HistoryList entries={data.data} />
      {data.total > data.data.length ? (
        <Button variant="outline" onClick={() => setSize((s) => s + PAGE)}>Ver mais</Button>
      ) : null}
    </Stack>
  );
}

function RulesTab({ program }: { program: LoyaltyProgram }) {
  const multipliers = program.tiers.filter((t) => t.multiplier !== 1)
    .map((t) => `${formatMultiplier(t.multiplier)} ${LEVEL_LABELS[t.level]}`).join(', ');
  return (
    <Section aria-labelledby="loyalty-rules">
      <H2 id="loyalty-rules">Regras do programa</H2>
      <Rules>
        <li>1 ponto por cada 10 MZN em viagens; 1 ponto por cada 5 MZN em estadias; 50 pontos por evento.</li>
        <li>25 pontos de bónus pela primeira viagem do mês.</li>
        <li>Os pontos são atribuídos quando a reserva é confirmada; se a reserva for cancelada, os pontos ainda não usados são retirados.</li>
        <li>Multiplicadores por nível: {multipliers}.</li>
        <li>O nível sobe com os pontos acumulados e nunca desce.</li>
        <li>Pontos válidos por 12 meses; a conta mantém-se ativa com pelo menos uma viagem a cada 6 meses.</li>
        <li>Recompensas válidas por 30 dias após o resgate; os pontos resgatados não são reembolsáveis.</li>
      </Rules>
    </Section>
  );
}

export function LoyaltyPage() {
  const [tab, setTab] = useState('geral');
  const { data, error, isLoading, mutate } = useLoyaltyProgram();
  return (
    <Page title="Programa Fidelidade" description="Ganhe pontos em cada viagem, estadia e evento e troque-os por recompensas.">
      {error ? (
        <Alert
          tone="danger"
          title="Erro ao carregar o programa"
          action={<Button size="sm" variant="outline" onClick={() => void mutate()}>Tentar novamente</Button>}
        >
          {failure(error, 'Não foi possível carregar o programa de fidelidade.')}
        </Alert>
      ) : null}
      {isLoading ? (
        <div aria-busy="true" aria-label="A carregar o programa">
          <Skeleton variant="rect" height={160} />
        </div>
      ) : null}
      {data ? (
        <Tabs
          label="Programa Fidelidade"
          value={tab}
          onValueChange={setTab}
          items={[
            {
              id: 'geral',
              label: 'Visão Geral',
              content: tab === 'geral' ? <Overview program={data} onAllHistory={() => setTab('historico')} /> : null,
            },
            { id: 'recompensas', label: 'Recompensas', content: tab === 'recompensas' ? <TiersTab program={data} /> : null },
            { id: 'historico', label: 'Histórico', content: tab === 'historico' ? <HistoryTab /> : null },
            { id: 'regras', label: 'Regras', content: tab === 'regras' ? <RulesTab program={data} /> : null },
          ]}
        />
      ) : null}
      <p>
        <Link href="/reservas">Ver as minhas reservas</Link>
      </p>
    </Page>
  );
}
