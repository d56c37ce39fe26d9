/**
 * @module The provider's payout account: M-Pesa number or bank account (NIB/IBAN), in the holder's name, which the
 * API checks against the verified identity name.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { type EarningsSummary, type PayoutMethodBody, savePayoutMethod } from '../api/earnings.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
`;

export type PayoutMethodFormProps = {
  current: EarningsSummary['payoutMethod'];
  onSaved: () => void;
};

export function PayoutMethodForm({ current, onSaved }: PayoutMethodFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [kind, setKind] = useState<'mpesa' | 'bank'>(current?.kind ?? 'mpesa');
  const [holderName, setHolderName] = useState(current?.holderName ?? '');
  const [phone, setPhone] = useState('');
  const [bankName, setBankName] = useState(current?.bankName ?? '');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useAction((body: PayoutMethodBody) => savePayoutMethod(body), {
    failure: { title: t('Conta não guardada'), description: t('Não foi possível guardar a conta. Tente novamente.') },
    onError: (_e, message) => setError(message),
    onSuccess: () => {
      setError(null);
      setPhone('');
      setAccount('');
      toast({ title: t('Conta de pagamento guardada'), variant: 'success' });
      onSaved();
    },
  });
  return (
    <Form
      aria-label={t('Conta para receber pagamentos')}
      onSubmit={(e) => {
        e.preventDefault();
        void save.trigger(kind === 'mpesa' ? { kind, holderName, phone } : { kind, holderName, bankName, account });
      }}
    >
      {current ? (
        <p>
          {t('Conta atual:')} <strong>{current.kind === 'mpesa' ? 'M-Pesa' : current.bankName}</strong>{' '}
          {current.destinationHint} ({current.holderName})
        </p>
      ) : <p>{t('Ainda não indicou onde receber os seus pagamentos.')}</p>}
      <Select
        label={t('Receber por')}
        value={kind}
        onChange={(e) => setKind(e.currentTarget.value as 'mpesa' | 'bank')}
        options={[{ value: 'mpesa', label: t('M-Pesa') }, { value: 'bank', label: t('Conta bancária') }]}
      />
      <TextField
        label={t('Nome do titular')}
        hint={t('Como no seu documento de identidade verificado.')}
        value={holderName}
        onChange={(e) => setHolderName(e.currentTarget.value)}
        required
        autoComplete="name"
      />
      {kind === 'mpesa' ? (
        <TextField
          label={t('Número M-Pesa')}
          placeholder="+258 84 123 4567"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          required
        />
      ) : (
        <>
          <TextField label={t('Banco')} value={bankName} onChange={(e) => setBankName(e.currentTarget.value)} required />
          <TextField
            label={t('NIB ou IBAN')}
            hint={t('21 dígitos do NIB, ou MZ59 seguido do NIB.')}
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
            required
          />
        </>
      )}
      {error ? <p role="alert">{error}</p> : null}
      <div>
        <Button type="submit" loading={save.isMutating}>{t('Guardar conta')}</Button>
      </div>
    </Form>
  );
}
