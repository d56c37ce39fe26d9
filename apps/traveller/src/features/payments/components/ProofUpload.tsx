/**
 * @module The proof of a bank transfer (issue 12): an image or a PDF chosen from the device, sent at once (POST
 * /api/payments/{id}/proof); the API reads the type from the bytes and answers in Portuguese when it is neither.
 */
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate, formatTime } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { uploadProof } from '../api/bank.ts';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[3]};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input {
    min-height: ${({ theme }) => theme.sizes.controlMd};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export type ProofUploadProps = {
  paymentId: string;
  /** When the newest proof was sent (ISO), or null. */
  uploadedAt: string | null;
  onUploaded?: () => void;
};

export function ProofUpload({ paymentId, uploadedAt, onUploaded }: ProofUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [sentAt, setSentAt] = useState<string | null>(uploadedAt);
  // The failure shows under the field ('Comprovativo não enviado').
  const upload = useAction((file: File) => uploadProof(paymentId, file), {
    failure: { description: t('Não foi possível enviar o comprovativo.'), toast: false },
    onSuccess: (proof) => {
      setSentAt(proof.uploadedAt);
      onUploaded?.();
    },
  });
  const busy = upload.isMutating;
  const problem = upload.error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    await upload.trigger(file);
    event.target.value = '';
  };

  return (
    <Field>
      <label htmlFor={id}>
        {sentAt ? t('Substituir o comprovativo') : t('Comprovativo da transferência (imagem ou PDF)')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,application/pdf"
        onChange={(e) => void choose(e)}
        disabled={busy}
        aria-describedby={`${id}-state`}
      />
      <div id={`${id}-state`} role="status">
        {busy ? <Spinner size="sm" label={t('A enviar o comprovativo...')} /> : null}
        {!busy && sentAt
          ? t('Comprovativo enviado em {{date}} às {{time}}.', { date: formatDate(sentAt), time: formatTime(sentAt) })
          : null}
      </div>
      {problem ? <Alert tone="danger" title={t('Comprovativo não enviado')} role="alert">{problem}</Alert> : null}
    </Field>
  );
}
