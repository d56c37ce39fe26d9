/**
 * @module The NUIT (Número Único de Identificação Tributária) of the 'Pagamento' tab: optional, 9 digits with the check
 * digit checked by the API, printed on the receipts issued afterwards (issue 12).
 */
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@turismo/app-core/use-action';
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
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(data ?? ''), [data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await mutate(await saveNuit(value), { revalidate: false });
      toast({
        title: t('NUIT guardado'),
        description: t('Aparece nos recibos emitidos a partir de agora.'),
        variant: 'success',
      });
    } catch (err) {
      setProblem(errorMessage(err, t('Não foi possível guardar o NUIT.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-label={t('NUIT para os recibos')} noValidate>
      <TextField
        label={t('NUIT (opcional)')}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problem}
        hint={t('9 dígitos. Aparece nos seus recibos; deixe vazio para o retirar.')}
      />
      <div>
        <Button type="submit" variant="outline" size="sm" loading={busy}>{t('Guardar NUIT')}</Button>
      </div>
    </Form>
  );
}
