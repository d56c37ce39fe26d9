/**
 * @module The photo manager's upload control (issue 11): a file input (image/*) named by a label that looks like a
 * button, and the announced progress.
 */
import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Hint } from './photo-layout.ts';

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

export function PhotoUploadToolbar({ input, multiple, progress, onFiles }: {
  input: RefObject<HTMLInputElement | null>;
  multiple: boolean;
  /** Files sent so far of those chosen, null when not uploading. */
  progress: { done: number; total: number } | null;
  onFiles: (files: File[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
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
  );
}
