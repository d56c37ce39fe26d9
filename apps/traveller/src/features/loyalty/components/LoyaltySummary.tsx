/**
 * @module The compact loyalty widget (spec 2.11 'compact widget', 2.14 tab Pontos; DECISIONS.md 2): the caller's
 * live level, available and accumulated points and progress to the next level, linking to /fidelidade.
 */
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { Badge } from '@turismo/ui-kit/Badge';
import { type LoyaltyProgram, useLoyaltyProgram } from '../api/loyalty.ts';
import { formatMultiplier, formatPoints, LEVEL_LABELS } from '../lib/levels.ts';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Progress to the next level, as a labelled progress bar with its text. */
export function LevelProgress({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  const next = program.nextLevel;
  const label = next
    ? t('Progresso para {{level}}', { level: t(LEVEL_LABELS[next]) })
    : t('Nível máximo atingido');
  return (
    <div>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={program.progressPercent}
        aria-valuetext={next ? `${program.progressPercent}%` : t('Nível máximo')}
      >
        <Fill style={{ width: `${program.progressPercent}%` }} />
      </Track>
      <Muted>
        {next && program.pointsToNextLevel !== null
          ? t('Faltam {{points}} para o nível {{level}}.', {
            points: formatPoints(program.pointsToNextLevel, t),
            level: t(LEVEL_LABELS[next]),
          })
          : t('Atingiu o nível máximo: Platina.')}
      </Muted>
    </div>
  );
}

/** The figures of a programme (level, member since, available and accumulated points). */
export function ProgramFigures({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  return (
    <Figures>
      <div>
        <dt>{t('Pontos disponíveis')}</dt>
        <dd>{formatPoints(program.currentPoints, t)}</dd>
      </div>
      <div>
        <dt>{t('Pontos acumulados')}</dt>
        <dd>{formatPoints(program.totalPoints, t)}</dd>
      </div>
    </Figures>
  );
}

export function LevelBadge({ program }: { program: LoyaltyProgram }) {
  const { t } = useTranslation();
  return (
    <Badge tone="brand">
      {t('Nível {{level}}', { level: t(LEVEL_LABELS[program.membershipLevel]) })} · {formatMultiplier(program.multiplier)}
    </Badge>
  );
}

export function LoyaltySummary() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useLoyaltyProgram();
  return (
    <Box aria-labelledby="loyalty-summary-title">
      <Row>
        <Heading id="loyalty-summary-title">{t('Programa Fidelidade')}</Heading>
        {data ? <LevelBadge program={data} /> : null}
      </Row>
      {error ? (
        <LoadError title={t('Erro ao carregar os pontos')} error={error} onRetry={mutate}
          fallback={t('Não foi possível carregar o programa de fidelidade.')} />
      ) : null}
      {isLoading ? <Loading label={t('A carregar os pontos')} height={80} /> : null}
      {data ? (
        <>
          <ProgramFigures program={data} />
          <LevelProgress program={data} />
          <Muted>{t('Membro desde {{date}}', { date: formatDate(data.joinedAt) })}</Muted>
        </>
      ) : null}
      <p>
        <Link href="/fidelidade">{t('Ver o programa de fidelidade')}</Link>
      </p>
    </Box>
  );
}
