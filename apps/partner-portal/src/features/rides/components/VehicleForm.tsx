/**
 * @module The driver's vehicle (issue 15): make, model, colour and plate (PUT /api/drivers/vehicle). Travellers see
 * the car once they book; the plate only then.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { saveVehicle, useMyVehicle, type VehicleBody } from '../api/ride-manage.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export function VehicleForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, mutate } = useMyVehicle();
  const [form, setForm] = useState<VehicleBody>({ make: '', model: '', colour: '', plate: '' });
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (data) setForm({ make: data.make, model: data.model, colour: data.colour, plate: data.plate ?? '' });
  }, [data]);
  const save = useAction(saveVehicle, {
    failure: { description: t('Não foi possível guardar o veículo.') },
    onSuccess: async () => {
      toast({ title: t('Veículo guardado'), variant: 'success' });
      setProblem(null);
      await mutate();
    },
    onError: (_, message) => setProblem(message),
  });
  const set = (patch: Partial<VehicleBody>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.trigger(form);
  };
  return (
    <Form aria-label={t('O seu veículo')} onSubmit={submit} noValidate>
      <TextField label={t('Marca')} value={form.make} maxLength={40} onChange={(e) => set({ make: e.target.value })} />
      <TextField label={t('Modelo')} value={form.model} maxLength={40} onChange={(e) => set({ model: e.target.value })} />
      <TextField label={t('Cor')} value={form.colour} maxLength={30} onChange={(e) => set({ colour: e.target.value })} />
      <TextField label={t('Matrícula')} value={form.plate} maxLength={15} hint={t('Só os passageiros com reserva a veem.')}
        onChange={(e) => set({ plate: e.target.value })} />
      <div><Button type="submit" loading={save.isMutating}>{t('Guardar veículo')}</Button></div>
      {problem ? <p role="alert" style={{ margin: 0, gridColumn: '1 / -1' }}>{problem}</p> : null}
    </Form>
  );
}
