/**
 * @module /hotels and /hotels/*: the accommodation manager's dashboard (spec 2.16), from real data: the four stat
 * cards (rooms free tonight, total bookings, occupancy rate, monthly revenue in MT) and the tabs Dashboard (editable
 * establishment profile and counters), Alojamentos (Publicadas, Reservas, Condições), Parcerias (the posts for
 * drivers with the interested drivers, 'Criar Post de Parceria') and Eventos (the `eventsSlot` src/app passes in: the organisers' events panel,
 * honest empty states without it). 'Configurar Hotel' is offered only while the manager has no establishment; a
 * manager with several chooses one.
 */
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@turismo/app-core/i18n';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { formatMZN } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { NoData, NoFigure } from '../../../lib/Honest.tsx';
import { Page } from '@turismo/app-core/Page';
import { Section } from '../../../lib/Section.tsx';
import { PhotoManager } from '../../../lib/photos/PhotoManager.tsx';
import { createHotel, type Hotel, type HotelProfileBody, saveHotel, useHotelStats, useMyHotels } from '../api/lodging.ts';
import { HotelProfileForm } from './HotelProfileForm.tsx';
import { ConditionsPanel, ReservationsPanel, RoomTypesPanel } from './LodgingPanels.tsx';
import { PartnershipsTab } from './PartnershipsTab.tsx';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import { RoomCalendarPanel } from './RoomCalendarPanel.tsx';
import { ReviewsTab } from './ReviewsTab.tsx';
import { useHotelPartnerships } from '../api/partnerships.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const percent = (n: number) => `${n.toLocaleString(intlLocale(), { maximumFractionDigits: 1 })} %`;

function HotelStats({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useHotelStats(hotelId);
  const value = (v: string | number | undefined) => (error || v === undefined ? <NoFigure /> : v);
  return (
    <Grid aria-label={t('Resumo do alojamento')}>
      <li><StatCard label={t('Quartos disponíveis')} value={value(data?.availableRooms)} hint={data ? t('De {{total}}, esta noite', { total: data.totalRooms }) : undefined} icon="bed" loading={isLoading} /></li>
      <li><StatCard label={t('Total de reservas')} value={value(data?.totalBookings)} hint={t('Não canceladas')} icon="calendar" loading={isLoading} /></li>
      <li><StatCard label={t('Taxa de ocupação')} value={value(data ? percent(data.occupancyRate) : undefined)} hint={t('Noites deste mês')} icon="check-circle" loading={isLoading} /></li>
      <li><StatCard label={t('Receita mensal (MT)')} value={value(data ? formatMZN(data.monthlyRevenueCents) : undefined)} hint={t('Estadias pagas com entrada este mês')} icon="ticket" loading={isLoading} /></li>
    </Grid>
  );
}

function DashboardTab({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data } = useHotelStats(hotel.id);
  const { data: posts } = useHotelPartnerships(hotel.id);
  const saveAction = useAction((body: HotelProfileBody) => saveHotel(hotel.id, body), {
    failure: { description: t('Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Perfil guardado'), description: t('O perfil do estabelecimento foi atualizado.'), variant: 'success' });
      onChanged();
    },
  });
  const busy = saveAction.isMutating;
  const save = saveAction.trigger;
  return (
    <>
      <Section title={t('Perfil do Estabelecimento')}>
        <HotelProfileForm key={hotel.id} hotel={hotel} submitLabel={t('Guardar perfil')} busy={busy} onSubmit={(b) => void save(b)} />
      </Section>
      <Section title={t('Fotografias')}>
        <PhotoManager key={hotel.id} targetType="establishment" targetId={hotel.id} label={hotel.name} />
      </Section>
      <Section title={t('Números')}>
        <Grid aria-label={t('Contadores do alojamento')}>
          <li><StatCard label={t('Quartos')} value={data ? data.totalRooms : <NoFigure />} icon="bed" /></li>
          <li><StatCard label={t('Reservas')} value={data ? data.totalBookings : <NoFigure />} icon="calendar" /></li>
          <li><StatCard label={t('Próximas estadias')} value={data ? data.upcomingStays : <NoFigure />} icon="calendar" /></li>
          <li><StatCard label={t('Aguardam confirmação')} value={data ? data.awaitingConfirmation : <NoFigure />} icon="bell" /></li>
          <li><StatCard label={t('Receita do mês')} value={data ? formatMZN(data.monthlyRevenueCents) : <NoFigure />} icon="ticket" /></li>
          <li>
            <StatCard label={t('Avaliação média')} value={data?.averageRating != null ? data.averageRating.toFixed(1) : <NoFigure />}
              hint={data ? t('{{count}} avaliação', { count: data.reviewCount }) : undefined} icon="check-circle" />
          </li>
          <li>
            <StatCard label={t('Parcerias ativas')} value={posts ? posts.filter((p) => p.isActive).length : <NoFigure />}
              hint={t('Posts de parceria ativos')} icon="car" />
          </li>
          <li><StatCard label={t('Ganhos de parcerias')} value={<NoFigure />} hint={t('Aparece quando houver parcerias.')} icon="car" /></li>
        </Grid>
      </Section>
    </>
  );
}

function AccommodationsTab({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('publicadas');
  return (
    <Tabs
      label={t('Alojamentos')}
      value={tab}
      onValueChange={setTab}
      items={[
        { id: 'publicadas', label: t('Publicadas'), content: <RoomTypesPanel hotel={hotel} onChanged={onChanged} /> },
        { id: 'reservas', label: t('Reservas'), content: <ReservationsPanel hotel={hotel} onChanged={onChanged} /> },
        { id: 'calendario', label: t('Calendário'), content: <RoomCalendarPanel key={hotel.id} hotel={hotel} /> },
        {
          id: 'condicoes',
          label: t('Condições'),
          content: <ConditionsPanel key={hotel.id} hotel={hotel} onChanged={onChanged} />,
        },
      ]}
    />
  );
}

function EventsTab({ slot }: { slot?: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('ativos');
  // The events themselves (Ativos, Anteriores, Rascunhos, 'Criar Evento') belong to the organisers' feature;
  // src/app hands them in as `eventsSlot`. Without it, honest empty states.
  if (slot !== undefined) return <>{slot}</>;
  return (
    <Tabs
      label={t('Eventos do alojamento')}
      value={tab}
      onValueChange={setTab}
      items={[
        {
          id: 'ativos',
          label: t('Ativos'),
          content: <NoData icon="ticket" description={t('Os eventos que organizar no seu alojamento aparecem aqui.')} />,
        },
        {
          id: 'anteriores',
          label: t('Anteriores'),
          content: <NoData icon="calendar" description={t('Os eventos já realizados aparecem aqui.')} />,
        },
        {
          id: 'rascunhos',
          label: t('Rascunhos'),
          content: <NoData icon="info" description={t('Os eventos ainda não publicados aparecem aqui.')} />,
        },
      ]}
    />
  );
}

function ConfigureHotelDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (hotel: Hotel) => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const createAction = useAction(createHotel, {
    failure: { description: t('Não foi possível criar o hotel. Tente novamente.') },
    onSuccess: (hotel) => {
      // Spec 8 'Success messages'.
      toast({ title: t('Hotel criado com sucesso!'), description: t('Agora pode adicionar tipos de quartos.'), variant: 'success' });
      onCreated(hotel);
    },
    onError: (_, message) => setProblem(message),
  });
  const busy = createAction.isMutating;
  const create = async (body: HotelProfileBody) => {
    setProblem(null);
    await createAction.trigger(body);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('Configurar Hotel')}
      description={t('Os dados do seu estabelecimento, que os hóspedes vêem ao reservar.')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancelar')}</Button>
          <Button type="submit" form="configurar-hotel" loading={busy}>{t('Criar Hotel')}</Button>
        </>
      }
    >
      {problem ? <Alert tone="danger" title={t('Erro')}>{problem}</Alert> : null}
      <HotelProfileForm id="configurar-hotel" withTimes hideSubmit submitLabel={t('Criar Hotel')} busy={busy}
        onSubmit={(b) => void create(b)} />
    </Modal>
  );
}

export type LodgingDashboardPageProps = {
  /**
   * Content of the Eventos tab: the manager's events (sub-tabs Ativos, Anteriores, Rascunhos and 'Criar Evento').
   * Features do not import each other, so src/app passes the organisers' events panel here (issue 5).
   */
  eventsSlot?: ReactNode;
  /**
   * Content of the Chat tab: the conversations with guests and partnership drivers (the chat feature's panel, passed
   * by src/app), given the conversation to open (the Parcerias tab's 'Conversar').
   */
  chatSlot?: (openRoomId: string | undefined) => ReactNode;
};

export function LodgingDashboardPage({ eventsSlot, chatSlot }: LodgingDashboardPageProps = {}) {
  const { t } = useTranslation();
  const { data: hotels, error, isLoading, mutate } = useMyHotels();
  const [chosen, setChosen] = useState<string | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const [tab, setTab] = useState('dashboard');
  const [chatRoom, setChatRoom] = useState<string | undefined>(undefined);
  const hotel = hotels?.find((h) => h.id === chosen) ?? hotels?.[0];
  const refresh = () => void mutate();

  let body;
  if (isLoading) body = <Skeleton variant="rect" height={240} />;
  else if (error) {
    body = (
      <EmptyState headingLevel={2} icon="alert" title={t('Erro')} description={t('Não foi possível carregar o seu alojamento.')}
        action={<Button variant="outline" onClick={refresh}>{t('Tentar novamente')}</Button>} />
    );
  } else if (!hotel) {
    body = (
      <EmptyState
        headingLevel={2}
        icon="bed"
        title={t('Ainda não configurou o seu hotel')}
        description={t('Configure o seu estabelecimento para publicar quartos e receber reservas.')}
        action={<Button onClick={() => setConfiguring(true)}>{t('Configurar Hotel')}</Button>}
      />
    );
  } else {
    body = (
      <>
        {hotels && hotels.length > 1 ? (
          <div style={{ maxWidth: '24rem', marginBottom: '16px' }}>
            <Select label={t('Estabelecimento')} value={hotel.id} onChange={(e) => setChosen(e.target.value)}
              options={hotels.map((h) => ({ value: h.id, label: h.name }))} />
          </div>
        ) : null}
        <HotelStats hotelId={hotel.id} />
        <Tabs
          label={t('Secções do alojamento')}
          value={tab}
          onValueChange={setTab}
          items={[
            { id: 'dashboard', label: t('Dashboard'), content: <DashboardTab hotel={hotel} onChanged={refresh} /> },
            { id: 'alojamentos', label: t('Alojamentos'), content: <AccommodationsTab hotel={hotel} onChanged={refresh} /> },
            {
              id: 'parcerias',
              label: t('Parcerias'),
              content: (
                <PartnershipsTab
                  hotelId={hotel.id}
                  onOpenChat={chatSlot ? (roomId) => {
                    setChatRoom(roomId);
                    setTab('chat');
                  } : undefined}
                />
              ),
            },
            { id: 'eventos', label: t('Eventos'), content: <EventsTab slot={eventsSlot} /> },
            {
              id: 'avaliacoes',
              label: t('Avaliações'),
              content: (
                <>
                  <ReviewPrompt side="host" bookingType="stay" hint={t('Como foi o hóspede?')} />
                  <ReviewsTab key={hotel.id} hotelId={hotel.id} />
                </>
              ),
            },
            ...(chatSlot ? [{ id: 'chat', label: t('Chat'), content: chatSlot(chatRoom) }] : []),
          ]}
        />
      </>
    );
  }

  return (
    <Page width="xl" title={t('Gestão de Alojamentos')} description={hotel ? hotel.name : t('O seu estabelecimento, quartos, parcerias e eventos.')}>
      {body}
      {configuring ? (
        <ConfigureHotelDialog
          onClose={() => setConfiguring(false)}
          onCreated={(created) => {
            setConfiguring(false);
            setChosen(created.id);
            setTab('alojamentos');
            refresh();
          }}
        />
      ) : null}
    </Page>
  );
}
