/**
 * @module The ride creation modal 'Criar Nova Viagem' (spec 2.6, 4 'Ride create', 5 'Ride create', 8) for drivers:
 * origin, destination, date, departure time, seats (default 4, 1 to 8), price per person in MT (default 100, step
 * 5, at least 10), vehicle type (default sedan) and an optional description. Sends body variant A of spec 7; the
 * server makes the caller the driver and checks the role and the verification again.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { todayInMaputo } from '@turismo/app-core/format';
import { apiText, useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { PlaceInput } from '@turismo/ui-kit/PlaceInput';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { suggestPlaces } from '../../../lib/suggest-places.ts';
import { CountField } from '../../../lib/search-fields.tsx';
import { createRide, type Ride } from '../api/rides.ts';
import { checkRideCreate, RIDE_LIMITS, VEHICLE_LABELS } from '../lib/ride-rules.ts';

export type RideCreateParams = { from: string; to: string; date: string };

export type RideCreateModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starting origin, destination and date (e.g. the search card's). */
  initialParams: RideCreateParams | null;
  /** The ride was published (the caller refreshes the searches). */
  onCreated: (ride: Ride) => void;
};

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;

    & > [data-span] {
      grid-column: 1 / -1;
    }
  }
`;

const FORM_ID = 'criar-viagem-form';

export function RideCreateModal(props: RideCreateModalProps) {
  if (!props.open) return null;
  return <RideCreateDialog {...props} />;
}

function RideCreateDialog({ onOpenChange, initialParams, onCreated }: RideCreateModalProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const today = todayInMaputo();
  const [from, setFrom] = useState({ text: initialParams?.from ?? '', placeId: undefined as number | undefined });
  const [to, setTo] = useState({ text: initialParams?.to ?? '', placeId: undefined as number | undefined });
  const [date, setDate] = useState(initialParams?.date ?? '');
  const [time, setTime] = useState('07:00');
  const [seats, setSeats] = useState(String(RIDE_LIMITS.defaultSeats));
  const [price, setPrice] = useState(String(RIDE_LIMITS.defaultPrice));
  const [vehicle, setVehicle] = useState<string>(RIDE_LIMITS.defaultVehicle);
  const [description, setDescription] = useState('');
  const create = useAction(createRide, {
    failure: {
      title: t('Erro ao criar viagem'),
      description: t('Não foi possível criar sua viagem. Tente novamente.'),
    },
    message: apiText,
    onSuccess: (ride) => {
      toast({
        title: t('Viagem criada!'),
        description: t('Sua viagem foi publicada com sucesso e já está disponível para reservas.'),
        variant: 'success',
      });
      onCreated(ride);
      onOpenChange(false);
    },
  });
  const busy = create.isMutating;
  const vehicleOptions = Object.entries(VEHICLE_LABELS).map(([value, label]) => ({ value, label: t(label) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const form = { from: from.text.trim(), to: to.text.trim(), date, seats: Number(seats), price: Number(price) };
    const problem = checkRideCreate(form, today);
    if (problem) {
      toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
      return;
    }
    await create.trigger({
      fromAddress: form.from,
      toAddress: form.to,
      fromPlaceId: from.placeId,
      toPlaceId: to.placeId,
      departureDate: form.date,
      departureTime: time || undefined,
      price: String(form.price),
      maxPassengers: form.seats,
      type: vehicle,
      description: description.trim() || null,
    });
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      closeOnBackdrop={!busy}
      title={t('Criar Nova Viagem')}
      description={t('Publique uma viagem: os passageiros podem reservar logo a seguir.')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('Cancelar')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            {busy ? t('A publicar...') : t('Publicar Viagem')}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={submit} aria-label={t('Dados da nova viagem')} noValidate>
        <PlaceInput
          label={t('Origem')}
          value={from.text}
          onChange={(text) => setFrom({ text, placeId: undefined })}
          onSelect={(place) => setFrom({ text: place.name, placeId: Number(place.id) || undefined })}
          loadSuggestions={suggestPlaces}
        />
        <PlaceInput
          label={t('Destino')}
          value={to.text}
          onChange={(text) => setTo({ text, placeId: undefined })}
          onSelect={(place) => setTo({ text: place.name, placeId: Number(place.id) || undefined })}
          loadSuggestions={suggestPlaces}
        />
        <TextField label={t('Data')} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        <TextField label={t('Hora de partida')} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        <CountField
          label={t('Lugares disponíveis')}
          value={seats}
          onChange={setSeats}
          min={RIDE_LIMITS.minSeats}
          max={RIDE_LIMITS.maxSeats}
        />
        <TextField
          label={t('Preço por pessoa (MT)')}
          type="number"
          inputMode="numeric"
          min={RIDE_LIMITS.minPrice}
          step={RIDE_LIMITS.priceStep}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          hint={t('Mínimo 10 MT, em múltiplos de 5 MT.')}
        />
        <Select
          label={t('Tipo de veículo')}
          options={vehicleOptions}
          value={vehicle}
          onChange={(e) => setVehicle(e.target.value)}
        />
        <div data-span>
          <TextField
            label={t('Descrição (opcional)')}
            value={description}
            maxLength={1000}
            onChange={(e) => setDescription(e.target.value)}
            hint={t('Por exemplo: modelo do carro, bagagem permitida, ponto de encontro.')}
          />
        </div>
      </Form>
    </Modal>
  );
}
