/** @module The 'Recompensas' (how it works, tiers with multipliers) and 'Regras' tabs of the loyalty programme (spec 2.11). */
import { useTranslation } from 'react-i18next';
import { Badge } from '@turismo/ui-kit/Badge';
import { Stack } from '@turismo/ui-kit/Stack';
import type { LoyaltyProgram } from '../api/loyalty.ts';
import { formatMultiplier, LEVEL_LABELS, tierRange } from '../lib/levels.ts';
import { H2, Muted, Rules, Section, Tier, Tiers } from './loyaltyStyles.ts';

export function TiersTab({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
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

export function RulesTab({ program }: { program: LoyaltyProgram }) {
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
        <li>{t('O nível sobe com os pontos acumulados e nunca desce, exceto quando o cancelamento de uma reserva retira os pontos que o fizeram subir.')}</li>
        <li>{t('Pontos válidos por 12 meses; a conta mantém-se ativa com pelo menos uma viagem a cada 6 meses.')}</li>
        <li>{t('Recompensas válidas por 30 dias após o resgate; os pontos resgatados não são reembolsáveis.')}</li>
      </Rules>
    </Section>
  );
}
