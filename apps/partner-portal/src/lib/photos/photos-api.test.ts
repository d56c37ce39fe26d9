import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@turismo/app-core/api';
import { uploadPhoto } from './photos-api.ts';

vi.mock('@turismo/app-core/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@turismo/app-core/api')>()),
  api: { POST: vi.fn() },
}));

afterEach(() => vi.resetAllMocks());

describe('uploadPhoto', () => {
  it('sends the file as multipart/form-data (a FormData body) to the target', async () => {
    vi.mocked(api.POST).mockResolvedValue({ data: { data: { id: 'p1' } }, response: new Response(null, { status: 201 }) } as never);
    const file = new File(['x'], 'praia.jpg', { type: 'image/jpeg' });
    expect(await uploadPhoto('room_type', 'rt1', file, 'Quarto com vista')).toEqual({ id: 'p1' });
    const [path, init] = vi.mocked(api.POST).mock.calls[0]! as unknown as [string, { params: unknown; body: FormData }];
    expect(path).toBe('/api/photos/{targetType}/{targetId}');
    expect(init.params).toEqual({ path: { targetType: 'room_type', targetId: 'rt1' } });
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body.get('file') as File).name).toBe('praia.jpg');
    expect(init.body.get('alt')).toBe('Quarto com vista');
  });
});
