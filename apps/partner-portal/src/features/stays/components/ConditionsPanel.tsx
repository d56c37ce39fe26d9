/**
 * @module 'Condições' (spec 2.16): the establishment's cancellation policy, instant booking and automatic check-in
 * toggles, check-in and check-out times.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { type ConditionsBody, type Hotel, saveConditions } from '../api/lodging.ts';
import { STAY_POLICY_KINDS, STAY_POLICY_LABELS, type StayPolicyKind } from '@turismo/rules/stay-policies.ts';

type StayPolicy = StayPolicyKind;

/** The three policies an establishment can choose (ADR 0024 of the API, as Airbnb), in the rules package's words. */
const STAY_POLICY_OPTIONS: { value: StayPolicy; label: string }[] = STAY_POLICY_KINDS.map((value) => ({
  value,
  label: STAY_POLICY_LABELS[value],
}));

const ConditionsForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
`;

export function ConditionsPanel({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const c = hotel.conditions;
  const [cancellationPolicy, setCancellationPolicy] = useState<StayPolicy>(c.cancellationPolicy ?? 'flexible');
  const [instantBooking, setInstantBooking] = useState(c.instantBooking);
  const [autoCheckIn, setAutoCheckIn] = useState(c.autoCheckIn);
  const [checkInTime, setCheckInTime] = useState(c.checkInTime);
  const [checkOutTime, setCheckOutTime] = useState(c.checkOutTime);
  const save = useAction((body: ConditionsBody) => saveConditions(hotel.id, body), {
    failure: { description: t('Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Condições guardadas'), variant: 'success' });
      onChanged();
    },
  });
  const busy = save.isMutating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save.trigger({ cancellationPolicy, instantBooking, autoCheckIn, checkInTime, checkOutTime });
  };

  return (
    <ConditionsForm onSubmit={(e) => void submit(e)} aria-label={t('Condições do alojamento')}>
      <Select
        label={t('Política de cancelamento')}
        value={cancellationPolicy}
        options={STAY_POLICY_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
        onChange={(e) => setCancellationPolicy(e.target.value as StayPolicy)}
        hint={t('O que o cliente recebe de volta se cancelar; a taxa da plataforma só é devolvida no período gratuito. Aplica-se aos cancelamentos a partir de agora.')}
      />
      <Checkbox label={t('Reserva instantânea (confirmada logo após o pagamento)')} checked={instantBooking}
        onChange={(e) => setInstantBooking(e.target.checked)} />
      <Checkbox label={t('Check-in automático')} checked={autoCheckIn} onChange={(e) => setAutoCheckIn(e.target.checked)} />
      <TextField label={t('Hora de check-in')} type="time" value={checkInTime} onChange={(e) => setCheckInTime(e.target.value)} />
      <TextField label={t('Hora de check-out')} type="time" value={checkOutTime}
        onChange={(e) => setCheckOutTime(e.target.value)} />
      <div>
        <Button type="submit" loading={busy}>{t('Guardar condições')}</Button>
      </div>
    </ConditionsForm>
  );
}
