/**
 * @module The hotel profile form (spec 3 'Hotel profile form'): name, address, description, phone, email, website,
 * check-in (default 14:00) and check-out (default 12:00) times and amenities as comma-separated text. Used by the
 * 'Configurar Hotel' dialog (create) and the dashboard's editable profile (save).
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import type { Hotel, HotelProfileBody } from '../api/lodging.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;

    [data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

export type HotelProfileFormProps = {
  hotel?: Hotel;
  /** Show the check-in and check-out times (the dialog; the dashboard has them under 'Condições'). */
  withTimes?: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: HotelProfileBody) => void;
  /** Form id, so a dialog footer button can submit it. */
  id?: string;
  hideSubmit?: boolean;
};

export function HotelProfileForm({ hotel, withTimes, submitLabel, busy, onSubmit, id, hideSubmit }: HotelProfileFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(hotel?.name ?? '');
  const [address, setAddress] = useState(hotel?.address ?? '');
  const [description, setDescription] = useState(hotel?.description ?? '');
  const [phone, setPhone] = useState(hotel?.phone ?? '');
  const [email, setEmail] = useState(hotel?.email ?? '');
  const [website, setWebsite] = useState(hotel?.website ?? '');
  const [checkInTime, setCheckInTime] = useState(hotel?.conditions.checkInTime ?? '14:00');
  const [checkOutTime, setCheckOutTime] = useState(hotel?.conditions.checkOutTime ?? '12:00');
  const [amenities, setAmenities] = useState(hotel?.amenities.join(', ') ?? '');
  const [errors, setErrors] = useState<{ name?: string; address?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim().length < 2 ? t('O nome deve ter entre 2 e 120 caracteres.') : undefined,
      address: address.trim().length < 2 ? t('Por favor, preencha o endereço.') : undefined,
    };
    setErrors(next);
    if (next.name || next.address) return;
    onSubmit({
      name: name.trim(),
      address: address.trim(),
      description: description.trim() || null,
      phone: phone.trim() || null,
      email: email.trim() || null,
      website: website.trim() || null,
      amenities,
      ...(withTimes ? { checkInTime, checkOutTime } : {}),
    });
  };

  return (
    <Form id={id} onSubmit={submit} noValidate aria-label={t('Perfil do estabelecimento')}>
      <TextField label={t('Nome do estabelecimento')} value={name} error={errors.name} required
        onChange={(e) => setName(e.target.value)} />
      <TextField label={t('Endereço')} value={address} error={errors.address} required
        hint={t('Ex.: Avenida Marginal, Praia do Tofo')} onChange={(e) => setAddress(e.target.value)} />
      <TextField data-wide label={t('Descrição')} value={description} onChange={(e) => setDescription(e.target.value)} />
      <TextField label={t('Telefone')} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <TextField label={t('Email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label={t('Website')} type="url" value={website} onChange={(e) => setWebsite(e.target.value)} />
      <TextField label={t('Comodidades')} hint={t('Separadas por vírgulas, ex.: Wi-Fi, Piscina')} value={amenities}
        onChange={(e) => setAmenities(e.target.value)} />
      {withTimes ? (
        <>
          <TextField label={t('Hora de check-in')} type="time" value={checkInTime}
            onChange={(e) => setCheckInTime(e.target.value)} />
          <TextField label={t('Hora de check-out')} type="time" value={checkOutTime}
            onChange={(e) => setCheckOutTime(e.target.value)} />
        </>
      ) : null}
      {hideSubmit ? null : (
        <div data-wide>
          <Button type="submit" loading={busy}>{submitLabel}</Button>
        </div>
      )}
    </Form>
  );
}
