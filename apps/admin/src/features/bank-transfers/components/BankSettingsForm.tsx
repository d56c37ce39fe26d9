/**
 * @module The platform's bank account in /admin/settings (issue 12): bank, account holder, IBAN (MZ59 and the 21
 * digits of the NIB, checked by the API modulo 97) and the days a transfer waits for confirmation before it expires.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { fieldErrors, useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { type BankSettingsBody, saveBankSettings, useBankSettings } from '../api/bank-transfers.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space[4]} 0`};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

type Fields = { bankName: string; accountHolder: string; iban: string; expiryDays: string };
const FIELDS: readonly (keyof Fields)[] = ['bankName', 'accountHolder', 'iban', 'expiryDays'];

export function BankSettingsForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, mutate } = useBankSettings();
  const [fields, setFields] = useState<Fields>({ bankName: '', accountHolder: '', iban: '', expiryDays: '3' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  // A refusal shows under its fields (the API's details), not as a toast.
  const save = useAction(
    (body: BankSettingsBody) => saveBankSettings(body),
    {
      failure: { description: t('Não foi possível guardar a conta bancária.'), toast: false },
      onSuccess: async (saved) => {
        await mutate(saved, { revalidate: false });
        toast({ title: t('Conta bancária guardada'), variant: 'success' });
      },
      onError: (err) => setErrors(fieldErrors(err, FIELDS, 'iban', t('Não foi possível guardar a conta bancária.'))),
    },
  );

  useEffect(() => {
    if (!data) return;
    setFields({
      bankName: data.account?.bankName ?? '',
      accountHolder: data.account?.accountHolder ?? '',
      iban: data.account?.ibanFormatted ?? '',
      expiryDays: String(data.expiryDays),
    });
  }, [data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    void save.trigger({ ...fields, expiryDays: Number(fields.expiryDays) });
  };

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Form onSubmit={submit} aria-labelledby="conta-bancaria" noValidate>
      <h2 id="conta-bancaria">{t('Conta bancária para transferências')}</h2>
      {error ? <Alert tone="danger">{t('Não foi possível carregar a conta bancária.')}</Alert> : null}
      {data && !data.account
        ? <Alert tone="warning" title={t('Sem conta bancária')}>{t('Os viajantes não podem pagar por transferência.')}</Alert>
        : null}
      <TextField label={t('Banco')} value={fields.bankName} onChange={set('bankName')} error={errors.bankName} />
      <TextField label={t('Titular da conta')} value={fields.accountHolder} onChange={set('accountHolder')} error={errors.accountHolder} />
      <TextField
        label={t('NIB/IBAN')}
        value={fields.iban}
        onChange={set('iban')}
        error={errors.iban}
        // i18n-exempt: an example account number
        placeholder="MZ59 0003 0000 0012 3456 7808 8"
        hint={t('MZ59 seguido dos 21 dígitos do NIB.')}
      />
      <TextField
        label={t('Dias para confirmar uma transferência')}
        type="number"
        min={1}
        max={30}
        inputMode="numeric"
        value={fields.expiryDays}
        onChange={set('expiryDays')}
        error={errors.expiryDays}
        hint={t('Sem confirmação neste prazo, a reserva é cancelada e os lugares libertados.')}
      />
      <div>
        <Button type="submit" loading={save.isMutating}>{t('Guardar conta bancária')}</Button>
      </div>
    </Form>
  );
}
