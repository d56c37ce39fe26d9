// @vitest-environment node
// Node's own fetch, FormData and File (undici), as a browser has one realm; jsdom's File is not undici's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from './photos-api.ts';

// The real typed client (openapi-fetch) over a recording fetch: what the API receives for an upload.
const requests = vi.hoisted(() => [] as Request[]);
vi.mock('@turismo/app-core/api', async () => {
  const { createApiClient, unwrap, ApiError } = await import('@turismo/api-client/client');
  const fetch = async (input: Request) => {
    requests.push(input);
    return new Response(JSON.stringify({ data: { id: 'p1' } }), { status: 201, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', fetch);
  return { api: createApiClient({ baseUrl: 'http://127.0.0.1' }), unwrap, ApiError };
});

afterEach(() => void requests.splice(0));

describe('uploadPhoto on the wire', () => {
  it('posts multipart/form-data with a boundary and the file part, never JSON', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'praia.jpg', { type: 'image/jpeg' });
    await uploadPhoto('establishment', 'h1', file, 'Praia');
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/photos/establishment/h1');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect((form.get('file') as File).name).toBe('praia.jpg');
    expect((form.get('file') as File).size).toBe(4);
    expect(form.get('alt')).toBe('Praia');
  });
});
