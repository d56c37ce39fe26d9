/** @module The lodging dashboard's Dashboard tab (spec 2.16): the editable establishment profile, its photos and counters. */
import { useTranslation } from 'react-i18next';
import { formatMZN, formatRating } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { useToast } from '@turismo/ui-kit/Toast';
import { NoFigure } from '../../../lib/Honest.tsx';
import { PhotoManager } from '../../../lib/photos/PhotoManager.tsx';
import { Section } from '../../../lib/Section.tsx';
import { type Hotel, type HotelProfileBody, saveHotel, useHotelStats } from '../api/lodging.ts';
import { useHotelPartnerships } from '../api/partnerships.ts';
import { HotelProfileForm } from './HotelProfileForm.tsx';
import { StatGrid } from './stat-grid.ts';

export function DashboardTab({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
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
        <StatGrid aria-label={t('Contadores do alojamento')}>
          <li><StatCard label={t('Quartos')} value={data ? data.totalRooms : <NoFigure />} icon="bed" /></li>
          <li><StatCard label={t('Reservas')} value={data ? data.totalBookings : <NoFigure />} icon="calendar" /></li>
          <li><StatCard label={t('Próximas estadias')} value={data ? data.upcomingStays : <NoFigure />} icon="calendar" /></li>
          <li><StatCard label={t('Aguardam confirmação')} value={data ? data.awaitingConfirmation : <NoFigure />} icon="bell" /></li>
          <li><StatCard label={t('Receita do mês')} value={data ? formatMZN(data.monthlyRevenueCents) : <NoFigure />} icon="ticket" /></li>
          <li>
            <StatCard label={t('Avaliação média')} value={data?.averageRating != null ? formatRating(data.averageRating) : <NoFigure />}
              hint={data ? t('{{count}} avaliação', { count: data.reviewCount }) : undefined} icon="check-circle" />
          </li>
          <li>
            <StatCard label={t('Parcerias ativas')} value={posts ? posts.filter((p) => p.isActive).length : <NoFigure />}
              hint={t('Posts de parceria ativos')} icon="car" />
          </li>
          <li><StatCard label={t('Ganhos de parcerias')} value={<NoFigure />} hint={t('Aparece quando houver parcerias.')} icon="car" /></li>
        </StatGrid>
      </Section>
    </>
  );
}
