/**
 * @module Notificações (spec 2.13; /notificacoes, /notifications): the signed-in user's notifications from the
 * server, tabs 'Todas (n)' and 'Não lidas (n)', unread ones highlighted, 'Marcar todas como lidas'; a click marks
 * one read and opens what it is about (a booking in /reservas, or a partner area, which is another app on this
 * origin). Times read 'Há N min', 'Há Nh', else the date. Access for signed-in users only (gate in src/app).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@turismo/app-core/use-action';
import { Page } from '@turismo/app-core/Page';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  type NotificationFilter,
  useNotifications,
} from '../api/notifications.ts';
import { relativeTime } from '@turismo/app-core/relative-time';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { isOtherAppPath } from '../../../lib/internal-links.ts';

const PAGE = 20;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Item = styled.a`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[data-unread] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Dot = styled.span`
  grid-row: span 3;
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;

  [data-unread] > & { background: ${({ theme }) => theme.colors.brand}; }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  [data-unread] > & { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Body = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  return (
    <Item
      href={notification.link ?? '#'}
      data-unread={unread ? '' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onOpen(notification);
      }}
    >
      <Dot aria-hidden="true" />
      <Title>
        {unread ? <VisuallyHidden>{t('Não lida:')} </VisuallyHidden> : null}
        {notification.title}
      </Title>
      <Body>{notification.body}</Body>
      <When>
        <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt)}</time>
      </When>
    </Item>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<NotificationFilter>('all');
  const [size, setSize] = useState(PAGE);
  const [marking, setMarking] = useState(false);
  const { data, error, isLoading, mutate } = useNotifications(true, tab, size);
  const unread = data?.unread ?? 0;

  const failed = (err: unknown) =>
    toast({
      title: t('Erro nas notificações'),
      description: errorMessage(err, t('Não foi possível atualizar as notificações.')),
      variant: 'destructive',
    });

  const open = async (n: Notification) => {
    try {
      if (n.readAt === null) await markNotificationRead(n.id);
    } catch (err) {
      failed(err);
    }
    if (!n.link) return;
    if (isOtherAppPath(n.link)) window.location.assign(n.link);
    else navigate(n.link);
  };

  const readAll = async () => {
    setMarking(true);
    try {
      await markAllNotificationsRead();
    } catch (err) {
      failed(err);
    } finally {
      setMarking(false);
    }
  };

  const list = (items: Notification[], empty: { title: string; description: string }) =>
    items.length === 0 ? (
      <EmptyState headingLevel={2} icon="bell" title={empty.title} description={empty.description} />
    ) : (
      <>
        <List>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} onOpen={(x) => void open(x)} />
            </li>
          ))}
        </List>
        {data && data.total > items.length ? (
          <Button variant="outline" onClick={() => setSize((s) => s + PAGE)}>{t('Ver mais')}</Button>
        ) : null}
      </>
    );

  return (
    <Page title={t('Notificações')} description={t('Avisos sobre as suas reservas e pagamentos.')}>
      <Toolbar>
        <Button size="sm" variant="outline" disabled={unread === 0} loading={marking} onClick={() => void readAll()}>
          {t('Marcar todas como lidas')}
        </Button>
      </Toolbar>
      {error ? (
        <LoadError title={t('Erro ao carregar as notificações')} error={error} onRetry={mutate}
          fallback={t('Não foi possível carregar as notificações.')} />
      ) : null}
      {isLoading ? <Loading label={t('A carregar as notificações')} height={120} /> : null}
      {data ? (
        <Tabs
          label={t('Notificações')}
          fitted
          value={tab}
          onValueChange={(id) => {
            setTab(id as NotificationFilter);
            setSize(PAGE);
          }}
          items={[
            {
              id: 'all',
              label: t('Todas ({{n}})', { n: data.all }),
              content: tab === 'all'
                ? list(data.data, {
                  title: t('Nenhuma notificação'),
                  description: t('Os avisos das suas reservas aparecem aqui.'),
                })
                : null,
            },
            {
              id: 'unread',
              label: t('Não lidas ({{n}})', { n: unread }),
              content: tab === 'unread'
                ? list(data.data, { title: t('Tudo em dia!'), description: t('Não tem notificações por ler.') })
                : null,
            },
          ]}
        />
      ) : null}
      <p>
        <Link href="/reservas">{t('Ver as minhas reservas')}</Link>
      </p>
    </Page>
  );
}
