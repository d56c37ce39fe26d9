/**
 * @module /admin/users: user management (spec 2.17, 3 'Admin user', 4 'Admin user status'; DECISIONS.md 1, 3).
 * Search by name or e-mail (case- and accent-insensitive, on the server), type and status filters (all by default),
 * one card per user in the kit's DataList (usable at 360 px) with the figures the API computes, and the actions of the user's status:
 * Aprovar / Rejeitar (with a reason) a pending verification, Suspender (with a reason), Reativar, Ver Detalhes, and
 * in the details of a suspended provider 'Cancelar e reembolsar reservas futuras' (after a confirmation; ADR 0014).
 * Every action is an API call; the list and the details reload afterwards.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { ROLE_LABELS } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { Badge } from '@turismo/ui-kit/Badge';
import { DataList, type DataListColumn } from '@turismo/ui-kit/DataList';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  type AdminUser,
  type AdminUserDetails,
  cancelFutureBookings,
  runUserAction,
  type UserAction,
  type UserListQuery,
  USERS_KEY,
  useUsers,
} from '../api/users.ts';
import { cancelledSummary, STATUS_LABELS, STATUS_OPTIONS, STATUS_TONES, TYPE_OPTIONS } from '../lib/user-labels.ts';
import { CancelBookingsDialog } from './CancelBookingsDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { UserActions } from './UserActions.tsx';
import { UserDetailsDialog } from './UserDetailsDialog.tsx';
import { useAction } from '@turismo/app-core/use-action';
import { useDebounced } from '@turismo/app-core/use-debounced';

const PAGE_SIZE = 20;

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 2fr 1fr 1fr; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const SUCCESS: Record<UserAction, string> = {
  approve: msg('Verificação aprovada'),
  reject: msg('Verificação rejeitada'),
  suspend: msg('Utilizador suspenso'),
  reactivate: msg('Utilizador reativado'),
};

/** Under a user's name: contact, roles and flags, and the suspension's reason. */
function UserMeta({ u }: { u: AdminUser }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{u.email ?? t('Sem email')}{u.phone ? ` · ${u.phone}` : ''}</p>
      <Badges aria-label={t('Tipos')}>
        {u.roles.map((r) => <Badge key={r} tone={r === 'client' ? 'neutral' : 'info'}>{t(ROLE_LABELS[r])}</Badge>)}
        {u.verified ? <Badge tone="success">{t('Verificado')}</Badge> : null}
        {u.adminRequested ? <Badge tone="warning">{t('Pediu acesso de administrador')}</Badge> : null}
      </Badges>
      {u.status === 'suspended' && u.suspensionReason
        ? <p>{t('Motivo da suspensão: {{reason}}', { reason: u.suspensionReason })}</p>
        : null}
    </>
  );
}

export function UsersPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { mutate: mutateAll } = useSWRConfig();
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  useEffect(() => setPage(1), [q, type, status]);

  const query: UserListQuery = {
    ...(q ? { q } : {}),
    ...(type ? { type: type as UserListQuery['type'] } : {}),
    ...(status ? { status: status as UserListQuery['status'] } : {}),
    page,
    pageSize: PAGE_SIZE,
  };
  const users = useUsers(query);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ user: AdminUser; kind: 'reject' | 'suspend' } | null>(null);
  const [cancelling, setCancelling] = useState<
    { user: AdminUser; future: AdminUserDetails['futureBookings'] } | null
  >(null);
  // The list pages and this user's details.
  const refreshUsers = () => mutateAll((key) => Array.isArray(key) && key[0] === USERS_KEY);
  const failure = { description: t('Não foi possível concluir a ação.') };
  const anyMessage = (err: unknown) => (err instanceof Error ? err.message : null);

  const cancelAction = useAction((user: AdminUser) => cancelFutureBookings(user.id), {
    failure,
    message: anyMessage,
    onSuccess: async (result) => {
      toast({
        title: t('Reservas futuras canceladas'),
        description: cancelledSummary(result, formatMZN(result.refundedCents), t),
        variant: 'success',
      });
      setCancelling(null);
      await refreshUsers();
    },
  });
  const cancelBusy = cancelAction.isMutating;
  const cancelBookings = cancelAction.trigger;

  const userAction = useAction(
    ({ user, action, reason }: { user: AdminUser; action: UserAction; reason?: string }) =>
      runUserAction(user.id, action, reason),
    {
      failure,
      message: anyMessage,
      onSuccess: async (updated, { action }) => {
        toast({ title: t(SUCCESS[action]), description: updated.name, variant: 'success' });
        setAsking(null);
        await refreshUsers();
      },
    },
  );
  const busy = userAction.pending ? { id: userAction.pending.user.id, action: userAction.pending.action } : null;
  const run = (user: AdminUser, action: UserAction, reason?: string) => userAction.trigger({ user, action, reason });

  const onAction = (user: AdminUser, action: UserAction) => {
    if (action === 'reject' || action === 'suspend') setAsking({ user, kind: action });
    else void run(user, action);
  };

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const busyFor = (id: string) => (busy?.id === id ? busy.action : null);
  const columns: DataListColumn<AdminUser>[] = [
    { id: 'joined', label: t('Membro desde'), value: (u) => formatDate(u.joinDate) },
    { id: 'bookings', label: t('Reservas'), value: (u) => u.totalBookings },
    { id: 'trips', label: t('Viagens'), value: (u) => u.totalTrips },
    { id: 'earnings', label: t('Ganhos'), value: (u) => formatMZN(u.totalEarnings) },
  ];

  return (
    <Page
      width="xl"
      title={t('Gestão de Utilizadores')}
      description={t('Pesquise utilizadores, reveja verificações de identidade, suspenda e reative contas.')}
    >
      <Filters role="search" aria-label={t('Filtrar utilizadores')} onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('Pesquisar por nome ou email')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
        <Select label={t('Tipo')} options={TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={type} onChange={(e) => setType(e.target.value)} />
        <Select label={t('Estado')} options={STATUS_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={status} onChange={(e) => setStatus(e.target.value)} />
      </Filters>

      <DataList
        label={t('Utilizadores')}
        items={data?.items}
        getKey={(u) => u.id}
        title={(u) => u.name}
        aside={(u) => <Badge tone={STATUS_TONES[u.status]}>{t(STATUS_LABELS[u.status])}</Badge>}
        meta={(u) => <UserMeta u={u} />}
        columns={columns}
        actions={(u) => (
          <UserActions
            user={u}
            busy={busyFor(u.id)}
            isSelf={u.id === me?.uid}
            onAction={(action) => onAction(u, action)}
            onDetails={() => setDetailsId(u.id)}
          />
        )}
        summary={data ? <p aria-live="polite">{t('{{count}} utilizador', { count: data.total })}</p> : null}
        error={users.error}
        onRetry={() => void users.mutate()}
        loadingText={t('A carregar utilizadores')}
        errorText={t('Erro ao carregar utilizadores')}
        empty={{ icon: 'user', title: t('Nenhum utilizador encontrado'), description: t('Altere a pesquisa ou os filtros.') }}
        pagination={{ page, pageCount: pages, onPageChange: setPage }}
      />

      <UserDetailsDialog
        userId={asking || cancelling ? null : detailsId}
        busy={detailsId ? busyFor(detailsId) : null}
        selfId={me?.uid ?? null}
        onClose={() => setDetailsId(null)}
        onAction={onAction}
        onCancelFutureBookings={(user, future) => setCancelling({ user, future })}
      />
      <CancelBookingsDialog
        target={cancelling ? { name: cancelling.user.name, ...cancelling.future } : null}
        busy={cancelBusy}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && void cancelBookings(cancelling.user)}
      />
      <ReasonDialog
        kind={asking?.kind ?? null}
        userName={asking?.user.name ?? ''}
        busy={busy !== null}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => asking && void run(asking.user, asking.kind, reason)}
      />
    </Page>
  );
}
