/** @module The traveller's NUIT written once on a receipt that has none (PUT /api/receipts/{id}/nuit; issue 12). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Receipt, setReceiptNuit } from '@turismo/app-core/receipts';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';

export function ReceiptNuitForm({ receipt, onSaved }: { receipt: Receipt; onSaved: () => void }) {
  const { t } = useTranslation();
  const [nuit, setNuit] = useState('');
  // A refusal shows under the field.
  const save = useAction((value: string) => setReceiptNuit(receipt.id, value), {
    failure: { description: t('Não foi possível guardar o NUIT.'), toast: false },
    onSuccess: () => onSaved(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.trigger(nuit);
  };
  return (
    <form onSubmit={submit} data-no-print aria-label={t('NUIT no recibo')} noValidate>
      <TextField
        label={t('NUIT (opcional, 9 dígitos)')}
        inputMode="numeric"
        value={nuit}
        onChange={(e) => setNuit(e.target.value)}
        error={save.error ?? undefined}
        hint={t('Fica escrito neste recibo e não pode ser alterado depois.')}
      />
      <Button type="submit" variant="outline" size="sm" loading={save.isMutating}>{t('Indicar NUIT')}</Button>
    </form>
  );
}
