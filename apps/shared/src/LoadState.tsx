/**
 * @module How a screen says its data did not load or is loading (spec 8): `LoadError`, the red Alert with the API's
 * message (else the screen's fallback) and 'Tentar novamente'; `Loading`, a busy placeholder of reserved height
 * named for screen readers.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { errorMessage } from './use-action.ts';

export type LoadErrorProps = {
  /** e.g. 'Erro ao carregar as reservas'. */
  title: string;
  error: unknown;
  /** Shown when the API gave no message, e.g. 'Não foi possível carregar as suas reservas.' */
  fallback: string;
  /** Loads again (swr's `mutate`). */
  onRetry: () => unknown;
};

/** @example <LoadError title={t('Erro ao carregar as reservas')} error={error} fallback={t('...')} onRetry={mutate} /> */
export function LoadError({ title, error, fallback, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="danger"
      title={title}
      action={<Button size="sm" variant="outline" onClick={() => void onRetry()}>{t('Tentar novamente')}</Button>}
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}

/** @example <Loading label={t('A carregar as reservas')} height={160} /> */
export function Loading({ label, height, children }: { label: string; height?: number; children?: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children ?? <Skeleton variant="rect" height={height} />}
    </div>
  );
}
