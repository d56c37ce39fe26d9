/**
 * @module PhotoManager: the photos of one listing (issue 11, ADR 0023) for its owner: upload (image/*, several at
 * once, sent one by one as multipart/form-data), the list with the cover marked, 'Tornar capa', move up or down
 * (PUT .../order with the full list) and delete after a confirmation. The server's Portuguese errors (413 too large,
 * 400 not an image, 409 limit) are the toasts. One column of rows, so it works at 360 px; every control is a real
 * button or input with a spoken name, and progress is announced.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import type { ListingPhoto, PhotoTarget } from './photos-api.ts';
import { AltTextDialog } from './AltTextDialog.tsx';
import { DeletePhotoDialog } from './DeletePhotoDialog.tsx';
import { Actions, Hint } from './photo-layout.ts';
import { moved } from './photo-rules.ts';
import { PhotoRow } from './PhotoRow.tsx';
import { PhotoUploadToolbar } from './PhotoUploadToolbar.tsx';
import { usePhotoActions } from './use-photo-actions.ts';

export { MAX_PHOTO_BYTES, moved, TOO_LARGE } from './photo-rules.ts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type PhotoManagerProps = {
  targetType: PhotoTarget;
  targetId: string;
  /** The listing's name: the photos' alt text when they have none, and the spoken names of the controls. */
  label: string;
  /** Several photos (a gallery) or one (e.g. a vehicle). Default true. */
  multiple?: boolean;
};

export function PhotoManager({ targetType, targetId, label, multiple = true }: PhotoManagerProps) {
  const { t } = useTranslation();
  const { photos, error, isLoading, refresh, input, progress, onFiles, cover, reorder, remove, confirming, setConfirming, busy, ids } =
    usePhotoActions(targetType, targetId);
  const [describing, setDescribing] = useState<ListingPhoto | null>(null);

  return (
    <Root aria-busy={busy || undefined}>
      <PhotoUploadToolbar input={input} multiple={multiple} progress={progress} onFiles={onFiles} />
      {isLoading ? <Skeleton variant="rect" height={96} /> : null}
      {error ? (
        <Actions>
          <Hint>{t('Não foi possível carregar as fotografias.')}</Hint>
          <Button size="sm" variant="outline" onClick={refresh}>{t('Tentar novamente')}</Button>
        </Actions>
      ) : null}
      {photos && photos.length === 0 ? (
        <Hint>{t('Ainda sem fotografias. A primeira que carregar é a capa.')}</Hint>
      ) : null}
      {photos && photos.length > 0 ? (
        <List aria-label={t('Fotografias de {{name}}', { name: label })}>
          {photos.map((photo, index) => (
            <PhotoRow key={photo.id} photo={photo} index={index} count={photos.length} label={label} busy={busy}
              covering={cover.pending} onCover={() => void cover.trigger(photo.id)}
              onMove={(delta) => void reorder.trigger(moved(ids, index, delta))}
              onDescribe={() => setDescribing(photo)} onDelete={() => setConfirming(photo)} />
          ))}
        </List>
      ) : null}

      {describing ? (
        <AltTextDialog
          photo={describing}
          label={label}
          onClose={() => setDescribing(null)}
          onSaved={() => {
            setDescribing(null);
            refresh();
          }}
        />
      ) : null}

      {confirming ? (
        <DeletePhotoDialog photo={confirming} label={label} others={ids.length > 1} deleting={remove.isMutating}
          onCancel={() => setConfirming(null)} onDelete={() => void remove.trigger(confirming.id)} />
      ) : null}
    </Root>
  );
}

export type PhotosDialogProps = PhotoManagerProps & {
  /** The dialog's title, e.g. 'Fotografias: Quarto Duplo'. */
  title: string;
  onClose: () => void;
};

/** The {@link PhotoManager} in a dialog, for lists with one listing per row (room types, events). */
export function PhotosDialog({ title, onClose, ...manager }: PhotosDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={title}
      description={t('A primeira fotografia é a capa, a que os viajantes vêem primeiro.')}
      footer={<Button variant="outline" onClick={onClose}>{t('Fechar')}</Button>}
    >
      <PhotoManager {...manager} />
    </Modal>
  );
}
