import assert from 'node:assert/strict';
import { mediaStoreFor, PostgresMediaStore, s3ConfigFrom, S3MediaStore } from './media.storage.ts';
import { sql } from '../../test/helpers.ts';

const S3_ENV = {
  MEDIA_S3_BUCKET: 'fotos-mz',
  MEDIA_S3_ENDPOINT: 'https://s3.af-south-1.amazonaws.com/',
  MEDIA_S3_REGION: 'af-south-1',
  MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXEMPLO',
  MEDIA_S3_SECRET_ACCESS_KEY: 'segredo',
};

Deno.test('without MEDIA_S3_BUCKET the photos live in PostgreSQL', () => {
  assert.equal(s3ConfigFrom({}), undefined);
  assert.ok(mediaStoreFor(sql, {}) instanceof PostgresMediaStore);
});

Deno.test('a complete S3 configuration is parsed; a partial one names every missing variable', () => {
  assert.deepEqual(s3ConfigFrom(S3_ENV), {
    bucket: 'fotos-mz',
    endpoint: 'https://s3.af-south-1.amazonaws.com',
    region: 'af-south-1',
    accessKeyId: 'AKIAEXEMPLO',
    secretAccessKey: 'segredo',
    forcePathStyle: false,
  });
  assert.ok(mediaStoreFor(sql, S3_ENV) instanceof S3MediaStore);
  assert.throws(
    () => s3ConfigFrom({ MEDIA_S3_BUCKET: 'fotos-mz', MEDIA_S3_ENDPOINT: 'ftp://x' }),
    (err: Error) =>
      /MEDIA_S3_ENDPOINT/.test(err.message) && /MEDIA_S3_ACCESS_KEY_ID/.test(err.message) &&
      /MEDIA_S3_SECRET_ACCESS_KEY/.test(err.message),
  );
});

Deno.test('the S3 store signs PUT, GET and DELETE for virtual-hosted and path-style URLs (no network)', async () => {
  const seen: Request[] = [];
  const objects = new Map<string, Uint8Array>();
  const fake: typeof fetch = async (input) => {
    const req = input as Request;
    seen.push(req);
    const key = new URL(req.url).pathname;
    if (req.method === 'PUT') objects.set(key, new Uint8Array(await req.arrayBuffer()));
    if (req.method === 'DELETE') objects.delete(key);
    if (req.method === 'GET') {
      const bytes = objects.get(key);
      return bytes ? new Response(bytes as Uint8Array<ArrayBuffer>) : new Response('NoSuchKey', { status: 404 });
    }
    return new Response(null, { status: 200 });
  };
  const store = new S3MediaStore(s3ConfigFrom(S3_ENV)!, fake);
  await store.put('abc/w320.webp', new Uint8Array([1, 2, 3]), 'image/webp');
  assert.equal(seen[0]!.url, 'https://fotos-mz.s3.af-south-1.amazonaws.com/abc/w320.webp');
  assert.match(
    seen[0]!.headers.get('Authorization')!,
    /^AWS4-HMAC-SHA256 Credential=AKIAEXEMPLO\/\d{8}\/af-south-1\/s3\/aws4_request/,
  );
  assert.equal(seen[0]!.headers.get('Content-Type'), 'image/webp');
  assert.deepEqual(await store.get('abc/w320.webp'), new Uint8Array([1, 2, 3]));
  await store.delete(['abc/w320.webp']);
  assert.equal(await store.get('abc/w320.webp'), null);

  const minio = new S3MediaStore(
    s3ConfigFrom({ ...S3_ENV, MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_FORCE_PATH_STYLE: 'true' })!,
    fake,
  );
  assert.equal(minio.urlOf('abc/w640.webp'), 'http://127.0.0.1:9000/fotos-mz/abc/w640.webp');
});
