/**
 * @module The actions offered for a user's status (spec 4 'Admin user status'): pending_verification offers Aprovar
 * (and Rejeitar), active offers Suspender, suspended offers Reativar; Ver Detalhes is always offered (when given).
 * An admin is offered none of them on their own account: nobody changes the status of themself (issue 9).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import type { AdminUser, UserAction } from '../api/users.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export type UserActionsProps = {
  user: AdminUser;
  /** The action running for this user, if any. */
  busy: UserAction | null;
  /** Whether the signed-in admin is this user (nobody approves, suspends or reactivates themself). */
  isSelf: boolean;
  onAction: (action: UserAction) => void;
  onDetails?: () => void;
};

export function UserActions({ user, busy, isSelf, onAction, onDetails }: UserActionsProps) {
  const { t } = useTranslation();
  const who = user.name;
  const disabled = busy !== null;
  return (
    <Row role="group" aria-label={t('Ações para {{name}}', { name: who })}>
      {user.status === 'pending_verification' && !isSelf ? (
        <>
          <Button size="sm" loading={busy === 'approve'} disabled={disabled} onClick={() => onAction('approve')}
            aria-label={t('Aprovar {{name}}', { name: who })}>
            {t('Aprovar')}
          </Button>
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => onAction('reject')}
            aria-label={t('Rejeitar {{name}}', { name: who })}>
            {t('Rejeitar')}
          </Button>
        </>
      ) : null}
      {user.status !== 'suspended' && user.status !== 'banned' && !isSelf ? (
        <Button size="sm" variant="destructive" disabled={disabled} onClick={() => onAction('suspend')}
          aria-label={t('Suspender {{name}}', { name: who })}>
          {t('Suspender')}
        </Button>
      ) : null}
      {user.status === 'suspended' && !isSelf ? (
        <Button size="sm" loading={busy === 'reactivate'} disabled={disabled} onClick={() => onAction('reactivate')}
          aria-label={t('Reativar {{name}}', { name: who })}>
          {t('Reativar')}
        </Button>
      ) : null}
      {onDetails ? (
        <Button size="sm" variant="ghost" onClick={onDetails} aria-label={t('Ver Detalhes de {{name}}', { name: who })}>
          {t('Ver Detalhes')}
        </Button>
      ) : null}
    </Row>
  );
}
