/** @module One photo in the photo manager (issue 11): cover badge or 'Tornar capa', move up or down, describe, delete. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Icon } from '@turismo/ui-kit/Icon';
import { IconButton } from '@turismo/ui-kit/IconButton';
import { Photo } from '@turismo/ui-kit/Photo';
import type { ListingPhoto } from './photos-api.ts';
import { Actions } from './photo-layout.ts';

const Row = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** `index` of `count` photos; `covering` is the id of the photo becoming the cover, `busy` disables every control. */
export function PhotoRow({ photo, index, count, label, busy, covering, onCover, onMove, onDescribe, onDelete }: {
  photo: ListingPhoto;
  index: number;
  count: number;
  /** The listing's name, the alt text of a photo without one. */
  label: string;
  busy: boolean;
  covering: string | null | undefined;
  onCover: () => void;
  onMove: (delta: -1 | 1) => void;
  onDescribe: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const n = t('fotografia {{number}}', { number: index + 1 });
  return (
    <Row aria-label={photo.isCover ? t('{{photo}}, capa', { photo: n }) : n}>
      <Photo photo={photo} label={photo.alt || label} sizes="96px" />
      <Actions>
        {photo.isCover ? <Badge tone="brand">{t('Capa')}</Badge> : (
          <Button size="sm" variant="outline" disabled={busy} loading={covering === photo.id}
            aria-label={t('Tornar capa a {{photo}}', { photo: n })} onClick={onCover}>
            {t('Tornar capa')}
          </Button>
        )}
        <IconButton size="sm" variant="outline" aria-label={t('Mover {{photo}} para cima', { photo: n })}
          disabled={busy || index === 0} onClick={() => onMove(-1)}>
          <Icon name="chevron-up" />
        </IconButton>
        <IconButton size="sm" variant="outline" aria-label={t('Mover {{photo}} para baixo', { photo: n })}
          disabled={busy || index === count - 1}
          onClick={() => onMove(1)}>
          <Icon name="chevron-down" />
        </IconButton>
        <Button size="sm" variant="outline" disabled={busy} aria-label={t('Descrever {{photo}}', { photo: n })}
          onClick={onDescribe}>
          {t('Descrever')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} aria-label={t('Apagar {{photo}}', { photo: n })}
          onClick={onDelete}>
          {t('Apagar')}
        </Button>
      </Actions>
    </Row>
  );
}
