/** @module 'Publicadas' (spec 2.16): the establishment's room types; add, edit, photos, deactivate and reactivate. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMZN } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Facts } from '@turismo/ui-kit/Facts';
import { Grid } from '@turismo/ui-kit/Grid';
import { useToast } from '@turismo/ui-kit/Toast';
import { PhotosDialog } from '../../../lib/photos/PhotoManager.tsx';
import { type Hotel, type RoomType, updateRoomType } from '../api/lodging.ts';
import { Actions, Head, Toolbar } from './lodging-layout.ts';
import { RoomTypeDialog } from './RoomTypeDialog.tsx';

export function RoomTypesPanel({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [editing, setEditing] = useState<RoomType | 'new' | null>(null);
  const [photosOf, setPhotosOf] = useState<RoomType | null>(null);
  const toggleAction = useAction((r: RoomType) => updateRoomType(hotel.id, r.id, { isActive: !r.isActive }), {
    failure: { description: t('Tente novamente.') },
    onSuccess: (_, r) => {
      toast({ title: r.isActive ? t('Tipo de quarto desativado') : t('Tipo de quarto reativado'), variant: 'success' });
      onChanged();
    },
  });
  const busy = toggleAction.pending?.id ?? null;
  const toggle = (r: RoomType) => toggleAction.trigger(r);

  return (
    <div>
      <Toolbar>
        <Button onClick={() => setEditing('new')}>{t('Adicionar tipo de quarto')}</Button>
      </Toolbar>
      {hotel.roomTypes.length === 0 ? (
        <EmptyState headingLevel={3} icon="bed" title={t('Sem tipos de quarto')}
          description={t('Adicione os tipos de quarto do seu alojamento para receber reservas.')} />
      ) : (
        <Grid tablet={1}>
          {hotel.roomTypes.map((r) => (
            <li key={r.id}>
              <Card as="article" aria-label={r.name}>
                <Card.Body>
                  <Head>
                    <h3>{r.name}</h3>
                    <Badge tone={r.isActive ? 'success' : 'neutral'}>{r.isActive ? t('Ativo') : t('Inativo')}</Badge>
                  </Head>
                  <Facts>
                    <dt>{t('Preço por noite')}</dt>
                    <dd>{formatMZN(r.pricePerNightCents)}</dd>
                    <dt>{t('Ocupação máxima')}</dt>
                    <dd>{r.maxOccupancy}</dd>
                    <dt>{t('Quartos')}</dt>
                    <dd>{t('{{free}} livres esta noite de {{total}}', { free: r.availableRooms, total: r.totalRooms })}</dd>
                    {r.bedType ? (<><dt>{t('Cama')}</dt><dd>{r.bedType}</dd></>) : null}
                  </Facts>
                  <Actions>
                    <Button size="sm" variant="outline" onClick={() => setEditing(r)}>{t('Editar')}</Button>
                    <Button size="sm" variant="outline" onClick={() => setPhotosOf(r)}>{t('Fotografias')}</Button>
                    <Button size="sm" variant={r.isActive ? 'ghost' : 'secondary'} loading={busy === r.id}
                      onClick={() => void toggle(r)}>
                      {r.isActive ? t('Desativar') : t('Reativar')}
                    </Button>
                  </Actions>
                </Card.Body>
              </Card>
            </li>
          ))}
        </Grid>
      )}
      {editing ? (
        <RoomTypeDialog hotelId={hotel.id} roomType={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)} onSaved={onChanged} />
      ) : null}
      {photosOf ? (
        <PhotosDialog title={t('Fotografias: {{name}}', { name: photosOf.name })} targetType="room_type" targetId={photosOf.id}
          label={photosOf.name} onClose={() => setPhotosOf(null)} />
      ) : null}
    </div>
  );
}
