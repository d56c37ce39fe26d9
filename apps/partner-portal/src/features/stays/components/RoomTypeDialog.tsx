/**
 * @module Create or edit a room type (spec 3 'Room type', 9 defaults: standard, max occupancy 2, 1 room): name, type,
 * description, price per night (MT, stored in centavos), max occupancy, rooms, bed, size, balcony, sea view.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { createRoomType, type RoomType, type RoomTypeBody, updateRoomType } from '../api/lodging.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};

  [data-wide] {
    grid-column: 1 / -1;
  }
`;

export type RoomTypeDialogProps = {
  hotelId: string;
  /** The room type to edit; none to create one. */
  roomType?: RoomType;
  onClose: () => void;
  onSaved: () => void;
};

export function RoomTypeDialog({ hotelId, roomType, onClose, onSaved }: RoomTypeDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [name, setName] = useState(roomType?.name ?? '');
  const [type, setType] = useState<'standard' | 'suite'>(roomType?.type ?? 'standard');
  const [description, setDescription] = useState(roomType?.description ?? '');
  const [price, setPrice] = useState(roomType ? String(roomType.pricePerNightCents / 100) : '');
  const [occupancy, setOccupancy] = useState(String(roomType?.maxOccupancy ?? 2));
  const [rooms, setRooms] = useState(String(roomType?.totalRooms ?? 1));
  const [bedType, setBedType] = useState(roomType?.bedType ?? '');
  const [size, setSize] = useState(roomType?.size ? String(roomType.size) : '');
  const [balcony, setBalcony] = useState(roomType?.hasBalcony ?? false);
  const [seaView, setSeaView] = useState(roomType?.hasSeaView ?? false);
  const [minNights, setMinNights] = useState(String(roomType?.minNights ?? 1));
  /** The error shown: beside its field (name, price) until that field changes, else below the form (issue 15). */
  const [problem, setProblem] = useState<{ field: 'name' | 'price' | null; message: string } | null>(null);
  const clear = (field: 'name' | 'price') => setProblem((p) => (p?.field === field ? null : p));
  const save = useAction(
    (body: Omit<RoomTypeBody, 'amenities' | 'images' | 'isActive'>) => roomType
      ? updateRoomType(hotelId, roomType.id, body)
      : createRoomType(hotelId, { ...body, amenities: [], images: [], isActive: true }),
    {
      failure: { description: t('Não foi possível guardar o tipo de quarto.') },
      onSuccess: () => {
        toast({ title: roomType ? t('Tipo de quarto guardado') : t('Tipo de quarto publicado'), variant: 'success' });
        onSaved();
        onClose();
      },
      onError: (_, message) => setProblem({ field: null, message }),
    },
  );
  const busy = save.isMutating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const priceCents = Math.round(Number(price.replace(',', '.')) * 100);
    if (name.trim().length < 2) {
      return setProblem({ field: 'name', message: t('O nome do tipo de quarto deve ter entre 2 e 80 caracteres.') });
    }
    if (!Number.isFinite(priceCents) || priceCents < 100) {
      return setProblem({ field: 'price', message: t('O preço por noite deve ser de pelo menos 1 MT.') });
    }
    setProblem(null);
    await save.trigger({
      name: name.trim(),
      type,
      description: description.trim() || null,
      pricePerNightCents: priceCents,
      maxOccupancy: Number(occupancy),
      totalRooms: Number(rooms),
      bedType: bedType.trim() || null,
      size: size ? Number(size) : null,
      hasBalcony: balcony,
      hasSeaView: seaView,
      minNights: Number(minNights),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={roomType ? t('Editar tipo de quarto') : t('Novo tipo de quarto')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancelar')}</Button>
          <Button type="submit" form="room-type-form" loading={busy}>{t('Guardar')}</Button>
        </>
      }
    >
      <Form id="room-type-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Tipo de quarto')}>
        <TextField
          data-wide
          label={t('Nome')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
          error={problem?.field === 'name' ? problem.message : undefined}
        />
        <Select label={t('Tipo')} value={type} onChange={(e) => setType(e.target.value as 'standard' | 'suite')}
          options={[{ value: 'standard', label: t('Standard') }, { value: 'suite', label: t('Suite') }]} />
        <TextField label={t('Preço por noite (MT)')} type="number" inputMode="decimal" min={1} step={50} value={price}
          onChange={(e) => {
            setPrice(e.target.value);
            clear('price');
          }}
          error={problem?.field === 'price' ? problem.message : undefined} />
        <TextField label={t('Ocupação máxima')} type="number" min={1} max={10} value={occupancy}
          onChange={(e) => setOccupancy(e.target.value)} />
        <TextField label={t('Número de quartos')} type="number" min={1} max={500} value={rooms}
          onChange={(e) => setRooms(e.target.value)} />
        <TextField label={t('Tipo de cama')} value={bedType} onChange={(e) => setBedType(e.target.value)} />
        <TextField label={t('Área (m²)')} type="number" min={1} value={size} onChange={(e) => setSize(e.target.value)} />
        <TextField label={t('Estadia mínima (noites)')} type="number" min={1} max={30} value={minNights}
          onChange={(e) => setMinNights(e.target.value)} />
        <TextField data-wide label={t('Descrição')} value={description} onChange={(e) => setDescription(e.target.value)} />
        <Checkbox label={t('Varanda')} checked={balcony} onChange={(e) => setBalcony(e.target.checked)} />
        <Checkbox label={t('Vista mar')} checked={seaView} onChange={(e) => setSeaView(e.target.checked)} />
        {problem && !problem.field ? <p data-wide role="alert" style={{ margin: 0 }}>{problem.message}</p> : null}
      </Form>
    </Modal>
  );
}
