/**
 * @module 'Mudar fotografia' on the profile (issue 11: avatars uploaded from the profile): a file input for one image
 * (JPEG, PNG, WebP or AVIF, at most 15 MB, checked again by the server), uploaded at once; the profile is reloaded so
 * the new photo shows everywhere. The server's Portuguese message is the toast on a refusal.
 */
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import { useToast } from '@turismo/ui-kit/Toast';
import { uploadAvatar } from '../api/avatar.ts';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.ocean};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  cursor: pointer;

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.ocean};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Input = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

export function AvatarUpload({ userId, onUploaded }: { userId: string; onUploaded: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useAction((file: File) => uploadAvatar(userId, file), {
    failure: {
      title: t('Fotografia não carregada'),
      description: t('Não foi possível carregar a fotografia. Tente novamente.'),
    },
    onSuccess: async () => {
      toast({ title: t('Fotografia de perfil atualizada'), variant: 'success' });
      await onUploaded();
    },
  });
  return (
    <span style={{ position: 'relative' }}>
      <Input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={upload.isMutating}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void upload.trigger(file).finally(() => input.current && (input.current.value = ''));
        }}
      />
      <Label htmlFor={id}>{upload.isMutating ? t('A carregar…') : t('Mudar fotografia')}</Label>
    </span>
  );
}
