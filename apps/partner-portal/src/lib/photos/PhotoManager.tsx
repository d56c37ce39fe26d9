/**
 * @module PhotoManager: the photos of one listing (issue 11, ADR 0023) for its owner: upload (image/*, several at
 * once, sent one by one as multipart/form-data), the list with the cover marked, 'Tornar capa', move up or down
 * (PUT .../order with the full list) and delete after a confirmation. The server's Portuguese errors (413 too large,
 * 400 not an image, 409 limit) are the toasts. One column of rows, so it works at 360 px; every control is a real
 * button or input with a spoken name, and progress is announced.
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useAction } from '@turismo/app-core/use-action';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Icon } from '@turismo/ui-kit/Icon';
import { IconButton } from '@turismo/ui-kit/IconButton';
import { Modal } from '@turismo/ui-kit/Modal';
import { Photo } from '@turismo/ui-kit/Photo';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  deletePhoto,
  type ListingPhoto,
  type PhotoTarget,
  reorderPhotos,
  setCover,
  uploadPhoto,
  usePhotos,
} from './photos-api.ts';
import { AltTextDialog } from './AltTextDialog.tsx';

/** The API's limit per image (ADR 0023), checked before sending so a phone does not upload 15 MB in vain. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The API's own text for an oversize image (413 PAYLOAD_TOO_LARGE). */
export const TOO_LARGE = msg('A imagem é demasiado grande: o máximo é 15 MB.');

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  /* The file input stays in the tab order and is named by its label; the label looks like a button. */
  & input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  & input[type='file']:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
  & input[type='file']:disabled + label {
    opacity: 0.6;
    cursor: progress;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type PhotoManagerProps = {
  targetType: PhotoTarget;
  targetId: string;
  /** The listing's name: the photos' alt text when they have none, and the spoken names of the controls. */
  label: string;
  /** Several photos (a gallery) or one (e.g. a vehicle). Default true. */
  multiple?: boolean;
};

/** Moves `ids[index]` by `delta` places; the result lists the same ids. */
export function moved(ids: string[], index: number, delta: -1 | 1): string[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + delta, 0, id!);
  return next;
}

export function PhotoManager({ targetType, targetId, label, multiple = true }: PhotoManagerProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { data: photos, error, isLoading, mutate } = usePhotos(targetType, targetId);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [confirming, setConfirming] = useState<ListingPhoto | null>(null);
  const [describing, setDescribing] = useState<ListingPhoto | null>(null);
  const refresh = () => void mutate();

  const upload = useAction((file: File) => uploadPhoto(targetType, targetId, file), {
    failure: {
      title: t('Fotografia não carregada'),
      description: t('Não foi possível carregar a fotografia. Tente novamente.'),
    },
  });
  const cover = useAction((id: string) => setCover(id), {
    failure: { description: t('Não foi possível mudar a capa. Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Capa atualizada'), variant: 'success' });
      refresh();
    },
  });
  const reorder = useAction((ids: string[]) => reorderPhotos(targetType, targetId, ids), {
    failure: { description: t('Não foi possível mudar a ordem. Tente novamente.') },
    onSuccess: (list) => void mutate(list, { revalidate: false }),
  });
  const remove = useAction((id: string) => deletePhoto(id), {
    failure: { description: t('Não foi possível apagar a fotografia. Tente novamente.') },
    onSuccess: () => {
      setConfirming(null);
      toast({ title: t('Fotografia apagada'), variant: 'success' });
      refresh();
    },
  });

  const onFiles = async (files: File[]) => {
    if (!files.length) return;
    let added = 0;
    setProgress({ done: 0, total: files.length });
    for (const [i, file] of files.entries()) {
      if (file.size > MAX_PHOTO_BYTES) {
        toast({
          title: t('Fotografia não carregada'),
          description: t('{{file}}: {{reason}}', { file: file.name, reason: t(TOO_LARGE) }),
          variant: 'destructive',
        });
      } else if (await upload.trigger(file)) added++;
      setProgress({ done: i + 1, total: files.length });
    }
    setProgress(null);
    if (input.current) input.current.value = '';
    if (added) {
      toast({ title: t('{{count}} fotografia adicionada', { count: added }), variant: 'success' });
      refresh();
    }
  };

  const busy = progress !== null || cover.isMutating || reorder.isMutating || remove.isMutating;
  const ids = photos?.map((p) => p.id) ?? [];

  return (
    <Root aria-busy={busy || undefined}>
      <Toolbar>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          multiple={multiple}
          disabled={progress !== null}
          onChange={(e) => void onFiles(Array.from(e.currentTarget.files ?? []))}
        />
        <label htmlFor={inputId}>
          {multiple ? t('Adicionar fotografias') : t('Adicionar fotografia')}
        </label>
        <Hint role="status" aria-live="polite">
          {progress
            ? t('A carregar {{current}} de {{total}}…', {
              current: Math.min(progress.done + 1, progress.total),
              total: progress.total,
            })
            : t('JPEG, PNG, WebP ou AVIF, até 15 MB cada.')}
        </Hint>
      </Toolbar>

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
          {photos.map((photo, index) => {
            const n = t('fotografia {{number}}', { number: index + 1 });
            return (
              <Row key={photo.id} aria-label={photo.isCover ? t('{{photo}}, capa', { photo: n }) : n}>
                <Photo photo={photo} label={photo.alt || label} sizes="96px" />
                <Actions>
                  {photo.isCover ? <Badge tone="brand">{t('Capa')}</Badge> : (
                    <Button size="sm" variant="outline" disabled={busy} loading={cover.pending === photo.id}
                      aria-label={t('Tornar capa a {{photo}}', { photo: n })} onClick={() => void cover.trigger(photo.id)}>
                      {t('Tornar capa')}
                    </Button>
                  )}
                  <IconButton size="sm" variant="outline" aria-label={t('Mover {{photo}} para cima', { photo: n })}
                    disabled={busy || index === 0} onClick={() => void reorder.trigger(moved(ids, index, -1))}>
                    <Icon name="chevron-up" />
                  </IconButton>
                  <IconButton size="sm" variant="outline" aria-label={t('Mover {{photo}} para baixo', { photo: n })}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => void reorder.trigger(moved(ids, index, 1))}>
                    <Icon name="chevron-down" />
                  </IconButton>
                  <Button size="sm" variant="outline" disabled={busy} aria-label={t('Descrever {{photo}}', { photo: n })}
                    onClick={() => setDescribing(photo)}>
                    {t('Descrever')}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy} aria-label={t('Apagar {{photo}}', { photo: n })}
                    onClick={() => setConfirming(photo)}>
                    {t('Apagar')}
                  </Button>
                </Actions>
              </Row>
            );
          })}
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
        <Modal
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t('Apagar fotografia?')}
          description={confirming.isCover && ids.length > 1
            ? t('É a capa: a fotografia seguinte passa a ser a capa. Esta ação não pode ser desfeita.')
            : t('Esta ação não pode ser desfeita.')}
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(null)}>{t('Cancelar')}</Button>
              <Button variant="destructive" loading={remove.isMutating} onClick={() => void remove.trigger(confirming.id)}>
                {t('Apagar')}
              </Button>
            </>
          }
        >
          <Photo photo={confirming} label={confirming.alt || label} sizes="320px" style={{ maxWidth: 320 }} />
        </Modal>
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
