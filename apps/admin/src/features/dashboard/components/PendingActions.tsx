/**
 * @module The pending actions of the admin dashboard (spec 2.17): each with a link to where it is resolved; bank
 * transfers are confirmed right here.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { useToast } from '@turismo/ui-kit/Toast';
import { PRIORITY_LABELS, PRIORITY_TONES } from '../../../lib/status-labels.ts';
import { confirmBankTransfer, type PendingAction, usePendingActions } from '../api/dashboard.ts';
import { List } from './dashboard-layout.ts';

export function PendingActions({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, mutate } = usePendingActions();
  const confirmAction = useAction((action: PendingAction) => confirmBankTransfer(action.subjectId), {
    failure: { description: t('Não foi possível confirmar a transferência.') },
    message: () => null,
    onSuccess: async () => {
      toast({ title: t('Transferência confirmada'), variant: 'success' });
      await mutate();
      onChanged();
    },
  });
  const busy = confirmAction.pending?.id ?? null;
  const confirm = confirmAction.trigger;

  if (error) return <Alert tone="danger">{t('Não foi possível carregar as ações pendentes.')}</Alert>;
  if (!data) return <p aria-busy="true">{t('A carregar…')}</p>;
  if (data.length === 0) {
    return <EmptyState headingLevel={3} icon="info" title={t('Nada pendente')} description={t('Não há ações à espera.')} />;
  }
  return (
    <List aria-label={t('Ações pendentes')}>
      {data.map((a) => (
        <li key={a.id}>
          <span data-row>
            <Badge tone={PRIORITY_TONES[a.priority]}>{t('Prioridade {{priority}}', { priority: t(PRIORITY_LABELS[a.priority]).toLowerCase() })}</Badge>
            <strong>{a.title}</strong>
          </span>
          <p>
            {a.description}
            {a.amountCents !== null ? ` ${formatMZN(a.amountCents)}.` : ''}
          </p>
          <small>{formatDate(a.createdAt)} {formatTime(a.createdAt)}</small>
          <span data-row>
            {a.type === 'payment'
              ? (
                <Button
                  size="sm"
                  onClick={() => confirm(a)}
                  loading={busy === a.id}
                  disabled={busy !== null}
                  aria-label={t('Confirmar a transferência de {{amount}}', { amount: formatMZN(a.amountCents ?? 0) })}
                >
                  {t('Confirmar')}
                </Button>
              )
              : <Link href={a.link} aria-label={t('Resolver: {{what}}', { what: a.description })}>{t('Resolver')}</Link>}
          </span>
        </li>
      ))}
    </List>
  );
}
