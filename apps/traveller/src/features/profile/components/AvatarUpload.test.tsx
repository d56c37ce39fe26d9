import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { uploadAvatar } from '../api/avatar.ts';
import { AvatarUpload } from './AvatarUpload.tsx';

vi.mock('../api/avatar.ts', () => ({ uploadAvatar: vi.fn() }));

describe('AvatarUpload (issue 11: the avatar from the profile)', () => {
  it('uploads the chosen image as the caller\'s avatar and reloads the profile', async () => {
    vi.mocked(uploadAvatar).mockResolvedValue({} as never);
    const onUploaded = vi.fn();
    renderWithApp(<AvatarUpload userId="u1" onUploaded={onUploaded} />);
    const file = new File(['x'], 'eu.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Mudar fotografia'), { target: { files: [file] } });
    await waitFor(() => expect(uploadAvatar).toHaveBeenCalledWith('u1', file));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(await screen.findByText('Fotografia de perfil atualizada')).toBeTruthy();
  });
});
