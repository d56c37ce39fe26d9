/** @module Points history of the loyalty programme (spec 2.11): the list of entries and the paged 'Histórico' tab. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Stack } from '@turismo/ui-kit/Stack';
import { type LoyaltyHistoryEntry, useLoyaltyHistory } from '../api/loyalty.ts';
import { formatPoints, REASON_LABELS, signedPoints } from '../lib/levels.ts';
import { Amount, Item, ItemText, List, Muted } from './loyaltyStyles.ts';

const PAGE = 20;

export function HistoryList({ entries }: { entries: LoyaltyHistoryEntry[] }) {
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

export function HistoryTab() {
  const { t } = useTranslation();
  const [size, setSize] = useState(PAGE);
  const { data, error } = useLoyaltyHistory(size);
  if (error) {
    return <Alert tone="danger" title={t('Erro ao carregar o histórico')}>{errorMessage(error, t('Tente novamente.'))}</Alert>;
  }
  if (!data) return <Skeleton variant="rect" height={120} />;
  return (
    <Stack gap={4}>
      <HistoryList entries={data.data} />
      {data.total > data.data.length ? (
        <Button variant="outline" onClick={() => setSize((s) => s + PAGE)}>{t('Ver mais')}</Button>
      ) : null}
    </Stack>
  );
}
