/**
 * @module The photo manager's actions (issue 11, ADR 0023): upload (several files sent one by one, with progress;
 * oversize images refused before sending), cover, reorder and delete, each with its toast.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import { useToast } from '@turismo/ui-kit/Toast';
import { deletePhoto, type ListingPhoto, type PhotoTarget, reorderPhotos, setCover, uploadPhoto, usePhotos } from './photos-api.ts';
import { MAX_PHOTO_BYTES, TOO_LARGE } from './photo-rules.ts';

/** The photos of one listing and what can be done with them; `confirming` is the photo whose deletion is asked. */
export function usePhotoActions(targetType: PhotoTarget, targetId: string) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const { data: photos, error, isLoading, mutate } = usePhotos(targetType, targetId);
  const [confirming, setConfirming] = useState<ListingPhoto | null>(null);
  const refresh = () => void mutate();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

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

  return { photos, error, isLoading, refresh, input, progress, onFiles, cover, reorder, remove, confirming, setConfirming, busy, ids };
}
