/**
 * @module The NUIT (Número Único de Identificação Tributária) of the 'Pagamento' tab: optional, 9 digits with the check
 * digit checked by the API, printed on the receipts issued afterwards (issue 12).
 */
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { saveNuit, useNuit } from '../api/nuit.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 360px;
`;

export function NuitForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, mutate } = useNuit();
  const [value, setValue] = useState('');
  // A refusal (e.g. a wrong check digit) shows under the field.
  const save = useAction(async (nuit: string) => mutate(await saveNuit(nuit), { revalidate: false }), {
    failure: { description: t('Não foi possível guardar o NUIT.'), toast: false },
    onSuccess: () => {
      toast({
        title: t('NUIT guardado'),
        description: t('Aparece nos recibos emitidos a partir de agora.'),
        variant: 'success',
      });
    },
  });
  useEffect(() => setValue(data ?? ''), [data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.trigger(value);
  };

  return (
    <Form onSubmit={submit} aria-label={t('NUIT para os recibos')} noValidate>
      <TextField
        label={t('NUIT (opcional)')}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={save.error ?? undefined}
        hint={t('9 dígitos. Aparece nos seus recibos; deixe vazio para o retirar.')}
      />
      <div>
        <Button type="submit" variant="outline" size="sm" loading={save.isMutating}>{t('Guardar NUIT')}</Button>
      </div>
    </Form>
  );
}
