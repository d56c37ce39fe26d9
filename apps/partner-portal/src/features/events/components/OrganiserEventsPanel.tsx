/**
 * @module Os Meus Eventos (/organizadores/eventos, issue 5): the tabs Ativos, Anteriores and Rascunhos; create, edit,
 * photos, publish and cancel.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { msg } from '@turismo/app-core/i18n';
import { Page } from '@turismo/app-core/Page';
import { errorMessage } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Modal } from '@turismo/ui-kit/Modal';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Stack } from '@turismo/ui-kit/Stack';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { PhotosDialog } from '../../../lib/photos/PhotoManager.tsx';
import { cancelEvent, type OrganiserEvent, publishEvent, useMyEvents } from '../api/organiser-events.ts';
import { EventForm } from './EventForm.tsx';
import { EventRow } from './EventRow.tsx';

export type OrganiserEventsPanelProps = {
  /** Where an event's 'Vendas' button leads; without it the button is not shown (e.g. outside /organizadores). */
  salesHref?: (event: OrganiserEvent) => string;
  /** Accessible name of the Ativos / Anteriores / Rascunhos tab list. */
  label?: string;
};

/**
 * The organiser's events without a page frame: 'Criar Evento' (the create form in a dialog), the tabs Ativos,
 * Anteriores and Rascunhos, and each event's actions (edit, publish, cancel). Os Meus Eventos shows it; src/app also
 * hands it to the lodging dashboard's Eventos tab (issue 5, spec 2.16).
 */
export function OrganiserEventsPanel({ salesHref, label: labelProp }: OrganiserEventsPanelProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Os meus eventos');
  const { data, isLoading } = useMyEvents();
  const { toast } = useToast();
  const [tab, setTab] = useState('ativos');
  const [editing, setEditing] = useState<OrganiserEvent | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<OrganiserEvent | null>(null);
  const [photosOf, setPhotosOf] = useState<OrganiserEvent | null>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: t(success), variant: 'success' });
    } catch (err) {
      toast({ title: t('Erro'), description: errorMessage(err, t('Tente novamente.')), variant: 'destructive' });
    }
  };

  const list = (events: OrganiserEvent[] | undefined, empty: string) =>
    isLoading ? <Skeleton variant="rect" height={160} /> : events?.length ? (
      <Stack>
        {events.map((e) => (
          <EventRow
            key={e.id}
            event={e}
            actions={
              <>
                {salesHref ? (
                  <Button size="sm" variant="outline" as={Link} href={salesHref(e)}>
                    {t('Vendas')}
                  </Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="outline" onClick={() => setEditing(e)}>{t('Editar')}</Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="outline" onClick={() => setPhotosOf(e)}>{t('Fotografias')}</Button>
                ) : null}
                {e.status === 'draft' ? (
                  <Button size="sm" onClick={() => run(() => publishEvent(e.id), msg('Evento publicado!'))}>{t('Publicar')}</Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="destructive" onClick={() => setCancelling(e)}>{t('Cancelar')}</Button>
                ) : null}
              </>
            }
          />
        ))}
      </Stack>
    ) : (
      <EmptyState headingLevel={3} icon="calendar" title={empty} />
    );

  return (
    <>
      <div>
        <Button onClick={() => setEditing('new')}>{t('Criar Evento')}</Button>
      </div>
      <Tabs
        label={label}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'ativos',
            label: t('Ativos ({{n}})', { n: data?.active.length ?? 0 }),
            content: list(data?.active, t('Nenhum evento ativo')),
          },
          {
            id: 'anteriores',
            label: t('Anteriores ({{n}})', { n: data?.past.length ?? 0 }),
            content: list(data?.past, t('Nenhum evento anterior')),
          },
          {
            id: 'rascunhos',
            label: t('Rascunhos ({{n}})', { n: data?.drafts.length ?? 0 }),
            content: list(data?.drafts, t('Nenhum rascunho')),
          },
        ]}
      />
      {editing ? (
        <EventForm
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          event={editing === 'new' ? undefined : editing}
        />
      ) : null}
      {photosOf ? (
        <PhotosDialog title={t('Fotografias: {{name}}', { name: photosOf.title })} targetType="event" targetId={photosOf.id}
          label={photosOf.title} onClose={() => setPhotosOf(null)} />
      ) : null}
      <Modal
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('Cancelar evento')}
        description={t('As reservas deste evento são canceladas e os bilhetes deixam de ser válidos.')}
        footer={
          <>
            <Button variant="outline" onClick={() => setCancelling(null)}>{t('Voltar')}</Button>
            <Button
              variant="destructive"
              onClick={() => {
                const e = cancelling;
                setCancelling(null);
                if (e) void run(() => cancelEvent(e.id), msg('Evento cancelado.'));
              }}
            >
              {t('Cancelar evento')}
            </Button>
          </>
        }
      >
        <p>{cancelling?.title}</p>
      </Modal>
    </>
  );
}

export function OrganiserEventsPage() {
  const { t } = useTranslation();
  return (
    <Page width="xl" title={t('Os Meus Eventos')} description={t('Criar, publicar e gerir os seus eventos e feiras.')}>
      <OrganiserEventsPanel salesHref={(e) => `/organizadores/vendas?evento=${e.id}`} />
    </Page>
  );
}
