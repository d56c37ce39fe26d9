/**
 * @module 'Descrever' of a photo (issue 11): its text alternative, read by screen readers and shown when the image
 * cannot load (PUT /api/photos/{id}/alt, at most 200 characters; empty: the listing's name is used).
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Photo } from '@turismo/ui-kit/Photo';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { describePhoto, type ListingPhoto } from './photos-api.ts';

const MAX = 200;
const TOO_LONG = msg('A descrição da fotografia deve ter no máximo 200 caracteres.');

export type AltTextDialogProps = {
  photo: ListingPhoto;
  /** The listing's name (the fallback text). */
  label: string;
  onClose: () => void;
  onSaved: (photo: ListingPhoto) => void;
};

export function AltTextDialog({ photo, label, onClose, onSaved }: AltTextDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [alt, setAlt] = useState(photo.alt);
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const formId = useId();
  const save = useAction((text: string) => describePhoto(photo.id, text), {
    failure: { description: t('Não foi possível guardar a descrição. Tente novamente.') },
    onSuccess: (saved) => {
      toast({ title: t('Descrição guardada'), variant: 'success' });
      onSaved(saved);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = alt.trim();
    if (text.length > MAX) {
      setError(t(TOO_LONG));
      field.current?.focus();
      return;
    }
    void save.trigger(text);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !save.isMutating && onClose()}
      size="sm"
      title={t('Descrever fotografia')}
      description={t('Uma frase sobre o que a fotografia mostra, lida a quem usa um leitor de ecrã.')}
      initialFocusRef={field}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isMutating}>{t('Cancelar')}</Button>
          <Button type="submit" form={formId} loading={save.isMutating}>{t('Guardar')}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Photo photo={photo} label={photo.alt || label} sizes="320px" style={{ maxWidth: 320, marginBottom: 12 }} />
        <TextField
          ref={field}
          label={t('Descrição')}
          value={alt}
          maxLength={MAX + 50}
          onChange={(e) => {
            setAlt(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('Até {{max}} caracteres. Sem descrição, é usado o nome "{{name}}".', { max: MAX, name: label })}
        />
      </form>
    </Modal>
  );
}
