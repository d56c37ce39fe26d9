/** @module The member's redeemed rewards with their state (valid until, used, revoked; spec 2.11, ADR 0024 of the API). */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { useLoyaltyRedemptions } from '../api/loyalty.ts';
import { formatPoints } from '../lib/levels.ts';
import { H2, Item, ItemText, List, Muted, Section } from './loyaltyStyles.ts';

export function Redemptions() {
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
