/**
 * @module The documents of an identity verification (DECISIONS.md 3; spec 2.4 steps 3-4): document type and number,
 * profile photo and document photo (images under 5MB, previews), sent with POST /api/verifications; a missing part or
 * a refusal shows above the button.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { PhotoField } from '../../../lib/verification/PhotoField.tsx';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  MSG_DOCUMENT_REQUIRED,
  MSG_PHOTOS_REQUIRED,
  type MyVerification,
  submitVerification,
} from '../../../lib/verification/verification.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** The document and photos form (first submission, or again after a rejection). */
export function VerificationDocumentsForm({ onSent }: { onSent: (v: MyVerification) => Promise<void> }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [documentType, setDocumentType] = useState<DocumentType>('bi');
  const [documentNumber, setDocumentNumber] = useState('');
  const [profilePhoto, setProfilePhoto] = useState<string | null>(null);
  const [documentPhoto, setDocumentPhoto] = useState<string | null>(null);
  /** A Portuguese source text (msg()) or the API's message, shown with t(). */
  const [error, setError] = useState<string | null>(null);
  const send = useAction(submitVerification, {
    failure: { title: t('Erro'), description: t('Não foi possível enviar os documentos.') },
    message: (err) => (err instanceof Error ? err.message : null),
    onSuccess: async (v) => {
      toast({ title: t('Documentos enviados'), description: t('A sua verificação está em análise.'), variant: 'success' });
      await onSent(v);
    },
    onError: (_, message) => setError(message),
  });
  const busy = send.isMutating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!documentNumber.trim()) return setError(MSG_DOCUMENT_REQUIRED);
    if (!profilePhoto || !documentPhoto) return setError(MSG_PHOTOS_REQUIRED);
    setError(null);
    await send.trigger({ documentType, documentNumber: documentNumber.trim(), profilePhoto, documentPhoto });
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="verification-form">
      <h2 id="verification-form">{t('Enviar documentos')}</h2>
      <Select
        label={t('Tipo de Documento')}
        options={DOCUMENT_TYPES.map((d) => ({ ...d, label: t(d.label) }))}
        value={documentType}
        onChange={(e) => setDocumentType(e.target.value as DocumentType)}
        disabled={busy}
      />
      <TextField
        label={t('Número do Documento')}
        value={documentNumber}
        onChange={(e) => setDocumentNumber(e.target.value)}
        maxLength={30}
        autoComplete="off"
        disabled={busy}
        required
      />
      <PhotoField label={t('Foto de Perfil')} which="profile" value={profilePhoto} onChange={setProfilePhoto} disabled={busy} />
      <PhotoField
        label={t('Foto do Documento')}
        which="document"
        value={documentPhoto}
        onChange={setDocumentPhoto}
        disabled={busy}
      />
      {error ? <ErrorText role="alert">{t(error)}</ErrorText> : null}
      <div>
        <Button type="submit" loading={busy}>{t('Enviar para verificação')}</Button>
      </div>
    </Form>
  );
}
