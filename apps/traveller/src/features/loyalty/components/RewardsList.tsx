/**
 * @module Available rewards of the loyalty programme (spec 2.11) with 'Resgatar': the member confirms first, then
 * the reward is redeemed with one idempotency key per attempt.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage, useIdempotentAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import { type LoyaltyProgram, type LoyaltyReward, redeemReward, useLoyaltyRewards } from '../api/loyalty.ts';
import { formatPoints, LEVEL_LABELS } from '../lib/levels.ts';
import { Item, ItemText, List, Muted, Row } from './loyaltyStyles.ts';

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

export function RewardsList({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useLoyaltyRewards();
  const { toast } = useToast();
  // Redeeming spends points for good (spec 9): the member confirms first.
  const [asking, setAsking] = useState<LoyaltyReward | null>(null);
  /** One idempotency key per reward's attempt: a retry after a network error reuses it. */
  const redeem = useIdempotentAction((key, reward: LoyaltyReward) => redeemReward(reward.id, key), {
    scope: (reward) => reward.id,
    failure: { title: t('Não foi possível resgatar'), description: t('Verifique a ligação e tente novamente.') },
    onSuccess: () => {
      setAsking(null);
      toast({ title: t('Recompensa Resgatada!'), description: t('A recompensa foi adicionada à sua conta.') });
    },
  });
  const busy = redeem.pending?.id ?? null;

  if (error) {
    return <Alert tone="danger" title={t('Erro ao carregar as recompensas')}>{errorMessage(error, t('Tente novamente.'))}</Alert>;
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
            <Button loading={busy !== null} onClick={() => asking && void redeem.trigger(asking)}>{t('Sim, resgatar')}</Button>
          </>
        }
      />
    </List>
  );
}
