/**
 * @module 'Ver Detalhes' (spec 2.17, 4): a user's data and figures, their newest verification (document type and
 * number, profile and document photos as the admin API serves them), the future bookings of their offers (with
 * 'Cancelar e reembolsar' once a provider is suspended; ADR 0014) and the admin actions taken on them.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { ROLE_LABELS } from '@turismo/app-core/roles';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { PROVIDER_ROLES } from '@turismo/rules/roles.ts';
import { type AdminUser, type AdminUserDetails, type UserAction, useUserDetails } from '../api/users.ts';
import {
  ACTION_LABELS,
  DOCUMENT_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  VERIFICATION_LABELS,
} from '../lib/user-labels.ts';
import { UserActions } from './UserActions.tsx';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h3 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ol { margin: 0; padding-left: ${({ theme }) => theme.space[4]}; }
  li + li { margin-top: ${({ theme }) => theme.space[1]}; }
`;

const Photos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  figure { margin: 0; }
  img {
    display: block;
    width: 100%;
    max-height: 260px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  figcaption { margin-top: ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

export type UserDetailsDialogProps = {
  userId: string | null;
  busy: UserAction | null;
  selfId: string | null;
  onClose: () => void;
  onAction: (user: AdminUser, action: UserAction) => void;
  /** 'Cancelar e reembolsar': asks to cancel the future bookings of a suspended provider. */
  onCancelFutureBookings: (user: AdminUser, future: AdminUserDetails['futureBookings']) => void;
};

export function UserDetailsDialog(
  { userId, busy, selfId, onClose, onAction, onCancelFutureBookings }: UserDetailsDialogProps,
) {
  const { t } = useTranslation();
  const { data, error, mutate } = useUserDetails(userId);
  if (!userId) return null;
  const user = data?.user;
  const v = data?.verification;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={user ? user.name : t('Detalhes do utilizador')}
      description={user?.email ?? undefined}
      footer={<Button variant="outline" onClick={onClose}>{t('Fechar')}</Button>}
    >
      {error ? (
        <Alert tone="danger" title={t('Erro')} action={<Button size="sm" variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}>
          {t('Não foi possível carregar os detalhes do utilizador.')}
        </Alert>
      ) : !user ? (
        <Spinner label={t('A carregar detalhes')} />
      ) : (
        <Body>
          <section aria-labelledby="details-account">
            <h3 id="details-account">{t('Conta')}</h3>
            <dl>
              <dt>{t('Estado')}</dt>
              <dd><Badge tone={STATUS_TONES[user.status]}>{t(STATUS_LABELS[user.status])}</Badge></dd>
              {user.suspensionReason ? (
                <>
                  <dt>{t('Motivo da suspensão')}</dt>
                  <dd>{user.suspensionReason}</dd>
                </>
              ) : null}
              <dt>{t('Tipos')}</dt>
              <dd>{user.roles.map((r) => t(ROLE_LABELS[r])).join(', ')}</dd>
              <dt>{t('Telefone')}</dt>
              <dd>{user.phone ?? '—'}</dd>
              <dt>{t('Cidade')}</dt>
              <dd>{user.city ?? '—'}</dd>
              <dt>{t('Membro desde')}</dt>
              <dd>{formatDate(user.joinDate)}</dd>
              <dt>{t('Reservas')}</dt>
              <dd>{user.totalBookings}</dd>
              <dt>{t('Viagens publicadas')}</dt>
              <dd>{user.totalTrips}</dd>
              <dt>{t('Ganhos')}</dt>
              <dd>{formatMZN(user.totalEarnings)}</dd>
            </dl>
          </section>

          <section aria-labelledby="details-verification">
            <h3 id="details-verification">{t('Verificação: {{status}}', { status: t(VERIFICATION_LABELS[user.verificationStatus]) })}</h3>
            {v ? (
              <>
                <dl>
                  <dt>{t('Documento')}</dt>
                  <dd>{t(DOCUMENT_LABELS[v.documentType])}</dd>
                  <dt>{t('Número')}</dt>
                  <dd>{v.documentNumber}</dd>
                  <dt>{t('Submetida em')}</dt>
                  <dd>{formatDate(v.submittedAt)} {formatTime(v.submittedAt)}</dd>
                  {v.rejectionReason ? (
                    <>
                      <dt>{t('Motivo da rejeição')}</dt>
                      <dd>{v.rejectionReason}</dd>
                    </>
                  ) : null}
                </dl>
                <Photos>
                  <figure>
                    <img src={v.profilePhoto} alt={t('Foto de perfil de {{name}}', { name: user.name })} />
                    <figcaption>{t('Foto de perfil')}</figcaption>
                  </figure>
                  <figure>
                    <img src={v.documentPhoto} alt={t('Foto do documento de {{name}}', { name: user.name })} />
                    <figcaption>{t('Foto do documento')}</figcaption>
                  </figure>
                </Photos>
              </>
            ) : (
              <p>{t('Nenhum documento submetido.')}</p>
            )}
          </section>

          <UserActions
            user={user}
            busy={busy}
            isSelf={user.id === selfId}
            onAction={(action) => onAction(user, action)}
          />

          {data.futureBookings.count > 0 || user.roles.some((r) => (PROVIDER_ROLES as readonly string[]).includes(r)) ? (
            <section aria-labelledby="details-future">
              <h3 id="details-future">{t('Reservas futuras nas suas ofertas')}</h3>
              {data.futureBookings.count === 0 ? (
                <p>{t('Nenhuma reserva por realizar.')}</p>
              ) : (
                <p>
                  {t('{{count}} reserva por realizar, {{amount}} pagos.', {
                    count: data.futureBookings.count,
                    amount: formatMZN(data.futureBookings.paidCents),
                  })}
                  {user.status === 'suspended' || user.status === 'banned'
                    ? ''
                    : ` ${t('Só as reservas de um prestador suspenso podem ser canceladas aqui.')}`}
                </p>
              )}
              {data.futureBookings.count > 0 && (user.status === 'suspended' || user.status === 'banned') &&
                user.id !== selfId ? (
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={busy !== null}
                  onClick={() => onCancelFutureBookings(user, data.futureBookings)}
                >
                  {t('Cancelar e reembolsar reservas futuras')}
                </Button>
              ) : null}
            </section>
          ) : null}

          <section aria-labelledby="details-history">
            <h3 id="details-history">{t('Histórico')}</h3>
            {data.history.length === 0 ? (
              <p>{t('Nenhuma ação registada.')}</p>
            ) : (
              <ol>
                {data.history.map((h) => (
                  <li key={h.id}>
                    {formatDate(h.createdAt)} {formatTime(h.createdAt)}: {t('{{action}} por {{admin}}', { action: t(ACTION_LABELS[h.action]), admin: h.adminName })}
                    {h.reason ? ` ${t('(motivo: {{reason}})', { reason: h.reason })}` : ''}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </Body>
      )}
    </Modal>
  );
}
