import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { renderWithApp } from '@turismo/app-core/test/render';
import {
  deletePhoto,
  describePhoto,
  type ListingPhoto,
  reorderPhotos,
  setCover,
  uploadPhoto,
  usePhotos,
} from './photos-api.ts';
import { moved, PhotoManager } from './PhotoManager.tsx';

vi.mock('./photos-api.ts', () => ({
  usePhotos: vi.fn(),
  uploadPhoto: vi.fn(),
  setCover: vi.fn(),
  reorderPhotos: vi.fn(),
  deletePhoto: vi.fn(),
  describePhoto: vi.fn(),
}));

function photo(id: string, isCover = false): ListingPhoto {
  return {
    id,
    alt: '',
    placeholder: '',
    isCover,
    width: 1600,
    height: 1200,
    variants: { w320: `/api/media/${id}/w320.webp`, w640: `/api/media/${id}/w640.webp`, w1280: `/api/media/${id}/w1280.webp` },
  };
}

function mockPhotos(list: ListingPhoto[]) {
  const mutate = vi.fn().mockResolvedValue(undefined);
  vi.mocked(usePhotos).mockReturnValue(
    { data: list, error: undefined, isLoading: false, mutate } as unknown as ReturnType<typeof usePhotos>,
  );
  return mutate;
}

const file = (name: string, size = 1000, type = 'image/jpeg') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function render() {
  return renderWithApp(<PhotoManager targetType="establishment" targetId="h1" label="Casa do Mar Tofo" />);
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('PhotoManager', () => {
  it("describes a photo for screen readers ('Descrever', at most 200 characters)", async () => {
    const mutate = mockPhotos([photo('a', true)]);
    vi.mocked(describePhoto).mockResolvedValue({ ...photo('a', true), alt: 'Fachada azul' });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Descrever fotografia 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descrever fotografia' });
    fireEvent.change(within(dialog).getByLabelText(/^Descrição/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('A descrição da fotografia deve ter no máximo 200 caracteres.')).toBeTruthy();
    expect(describePhoto).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Descrição/), { target: { value: '  Fachada azul ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(describePhoto).toHaveBeenCalledWith('a', 'Fachada azul'));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Descrever fotografia' })).toBeNull();
  });

  it('lists the photos with the cover marked and offers "Tornar capa" on the others', async () => {
    mockPhotos([photo('a', true), photo('b')]);
    vi.mocked(setCover).mockResolvedValue(photo('b', true));
    render();
    const rows = within(screen.getByRole('list', { name: 'Fotografias de Casa do Mar Tofo' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Capa')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Tornar capa/ })).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Tornar capa a fotografia 2' }));
    await waitFor(() => expect(setCover).toHaveBeenCalledWith('b'));
    expect(await screen.findByText('Capa atualizada')).toBeTruthy();
  });

  it('uploads each chosen file to the target and reports the count', async () => {
    const mutate = mockPhotos([]);
    vi.mocked(uploadPhoto).mockResolvedValue(photo('n', true));
    render();
    expect(screen.getByText('Ainda sem fotografias. A primeira que carregar é a capa.')).toBeTruthy();
    const input = screen.getByLabelText('Adicionar fotografias') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, { target: { files: [file('a.jpg'), file('b.png')] } });
    expect(await screen.findByText('2 fotografias adicionadas')).toBeTruthy();
    expect(uploadPhoto).toHaveBeenCalledTimes(2);
    expect(vi.mocked(uploadPhoto).mock.calls[0]!.slice(0, 2)).toEqual(['establishment', 'h1']);
    expect(mutate).toHaveBeenCalled();
  });

  it("shows the server's Portuguese error as a toast (400 not an image)", async () => {
    mockPhotos([]);
    vi.mocked(uploadPhoto).mockRejectedValue(
      new ApiError(400, 'NOT_AN_IMAGE', 'O ficheiro não é uma imagem (JPEG, PNG, WebP ou AVIF).'),
    );
    render();
    fireEvent.change(screen.getByLabelText('Adicionar fotografias'), { target: { files: [file('nota.pdf')] } });
    expect(await screen.findByText('O ficheiro não é uma imagem (JPEG, PNG, WebP ou AVIF).')).toBeTruthy();
    expect(screen.getByText('Fotografia não carregada')).toBeTruthy();
  });

  it('refuses a file over 15 MB before sending it, with the API\'s text', async () => {
    mockPhotos([]);
    render();
    fireEvent.change(screen.getByLabelText('Adicionar fotografias'), {
      target: { files: [file('grande.jpg', 16 * 1024 * 1024)] },
    });
    expect(await screen.findByText('grande.jpg: A imagem é demasiado grande: o máximo é 15 MB.')).toBeTruthy();
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('moves a photo down by sending the full new order; the ends cannot move out', async () => {
    mockPhotos([photo('a', true), photo('b'), photo('c')]);
    vi.mocked(reorderPhotos).mockResolvedValue([photo('a', true), photo('c'), photo('b')]);
    render();
    expect((screen.getByRole('button', { name: 'Mover fotografia 1 para cima' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mover fotografia 3 para baixo' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mover fotografia 2 para baixo' }));
    await waitFor(() => expect(reorderPhotos).toHaveBeenCalledWith('establishment', 'h1', ['a', 'c', 'b']));
  });

  it('deletes only after the confirmation', async () => {
    const mutate = mockPhotos([photo('a', true), photo('b')]);
    vi.mocked(deletePhoto).mockResolvedValue(undefined);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Apagar fotografia 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar fotografia?' });
    expect(within(dialog).getByText(/a fotografia seguinte passa a ser a capa/)).toBeTruthy();
    expect(deletePhoto).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    await waitFor(() => expect(deletePhoto).toHaveBeenCalledWith('a'));
    expect(await screen.findByText('Fotografia apagada')).toBeTruthy();
    expect(mutate).toHaveBeenCalled();
  });
});

describe('moved', () => {
  it('moves one id and keeps every id', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });
});
