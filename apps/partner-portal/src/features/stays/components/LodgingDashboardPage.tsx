/**
 * @module /hotels and /hotels/*: the accommodation manager's dashboard (spec 2.16), from real data: the four stat
 * cards (rooms free tonight, total bookings, occupancy rate, monthly revenue in MT) and the tabs Dashboard (editable
 * establishment profile and counters), Alojamentos (Publicadas, Reservas, Condições), Parcerias (the posts for
 * drivers with the interested drivers, 'Criar Post de Parceria') and Eventos (the `eventsSlot` src/app passes in: the organisers' events panel,
 * honest empty states without it). 'Configurar Hotel' is offered only while the manager has no establishment; a
 * manager with several chooses one.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useMyHotels } from '../api/lodging.ts';
import { AccommodationsTab } from './AccommodationsTab.tsx';
import { ConfigureHotelDialog } from './ConfigureHotelDialog.tsx';
import { DashboardTab } from './DashboardTab.tsx';
import { EventsTab } from './EventsTab.tsx';
import { HotelStats } from './HotelStats.tsx';
import { PartnershipsTab } from './PartnershipsTab.tsx';
import { ReviewsTab } from './ReviewsTab.tsx';

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
