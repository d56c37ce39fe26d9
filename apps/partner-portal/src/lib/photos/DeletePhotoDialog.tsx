/** @module 'Apagar fotografia?' (issue 11): the confirmation before deleting a photo, saying when the cover passes on. */
import { useTranslation } from 'react-i18next';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Photo } from '@turismo/ui-kit/Photo';
import type { ListingPhoto } from './photos-api.ts';

/** `others`: whether other photos remain (the next becomes the cover). */
export function DeletePhotoDialog({ photo: confirming, label, others, deleting, onCancel, onDelete }: {
  photo: ListingPhoto;
  label: string;
  others: boolean;
  deleting: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('Apagar fotografia?')}
      description={confirming.isCover && others
        ? t('É a capa: a fotografia seguinte passa a ser a capa. Esta ação não pode ser desfeita.')
        : t('Esta ação não pode ser desfeita.')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>{t('Cancelar')}</Button>
          <Button variant="destructive" loading={deleting} onClick={onDelete}>
            {t('Apagar')}
          </Button>
        </>
      }
    >
      <Photo photo={confirming} label={confirming.alt || label} sizes="320px" style={{ maxWidth: 320 }} />
    </Modal>
  );
}
