import assert from 'node:assert/strict';
import sharp from 'sharp';
import { app, call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import type { MyVerification } from './verifications.schemas.ts';
import { JPEG, PNG, submit, VALID_SUBMISSION } from './verifications.fixtures.ts';

const mine = (user: TestUser) => call('GET', '/api/verifications/me', { token: user.token });

Deno.test('a new user has no verification and may submit one', async () => {
  const u = await createUser({ roles: ['client', 'driver'] });
  const res = await mine(u);
  assert.equal(res.status, 200);
  const v = res.body.data as MyVerification;
  assert.equal(v.status, 'none');
  assert.equal(v.canSubmit, true);
  assert.equal(v.documentNumber, null);
});

Deno.test('submitting validates the document and the photos with the messages of spec 5', async () => {
  const u = await createUser({ roles: ['client', 'driver'] });
  const big = 'data:image/png;base64,' +
    btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47) + 'a'.repeat(5 * 1024 * 1024));
  const text = 'data:text/plain;base64,' + btoa('isto não é uma imagem');
  const fakePng = 'data:image/png;base64,' + btoa('isto também não');
  const cases: [Record<string, unknown>, string][] = [
    [{ ...VALID_SUBMISSION, documentNumber: '  ' }, 'Por favor, insira o número do seu documento de identificação.'],
    [
      { ...VALID_SUBMISSION, documentNumber: undefined },
      'Por favor, insira o número do seu documento de identificação.',
    ],
    [
      { ...VALID_SUBMISSION, documentType: 'cartao' },
      'Escolha o tipo de documento: BI, passaporte ou carta de condução.',
    ],
    [
      { ...VALID_SUBMISSION, profilePhoto: undefined },
      'Por favor, carregue tanto a foto de perfil quanto a foto do documento.',
    ],
    [
      { ...VALID_SUBMISSION, documentPhoto: '' },
      'Por favor, carregue tanto a foto de perfil quanto a foto do documento.',
    ],
    [{ ...VALID_SUBMISSION, profilePhoto: text }, 'Por favor, selecione apenas arquivos de imagem'],
    [{ ...VALID_SUBMISSION, documentPhoto: fakePng }, 'Por favor, selecione apenas arquivos de imagem'],
    [{ ...VALID_SUBMISSION, profilePhoto: 'não é um data URL' }, 'Por favor, selecione apenas arquivos de imagem'],
    [{ ...VALID_SUBMISSION, profilePhoto: big }, 'A foto de perfil deve ter menos de 5MB'],
    [{ ...VALID_SUBMISSION, documentPhoto: big }, 'A foto do documento deve ter menos de 5MB'],
  ];
  for (const [body, message] of cases) {
    const res = await submit(u, body);
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 200));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, message);
  }
  assert.equal((await mine(u)).body.data.status, 'none', 'nothing was recorded');
});

Deno.test('a submission is stored with its photos and makes the verification pending; a second one is refused', async () => {
  const u = await createUser({ roles: ['client', 'driver'] });
  const res = await submit(u);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const v = res.body.data as MyVerification;
  assert.equal(v.status, 'pending');
  assert.equal(v.canSubmit, false);
  assert.equal(v.documentType, 'bi');
  assert.equal(v.documentNumber, '110100123456B');
  assert.ok(v.submittedAt);
  const [row] = await sql<{ profilePhotoType: string; documentPhotoType: string; size: number }[]>`
    select profile_photo_type, document_photo_type, octet_length(profile_photo) as size
    from verifications where user_id = ${u.uid}
  `;
  // Re-encoded on intake (issue 27).
  assert.equal(row?.profilePhotoType, 'image/webp');
  assert.equal(row?.documentPhotoType, 'image/webp');
  assert.ok((row?.size ?? 0) > 20);
  const again = await submit(u);
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'VERIFICATION_PENDING');
  assert.equal((await call('GET', '/api/auth/profile', { token: u.token })).body.data.verificationStatus, 'pending');
});

Deno.test('an approved user cannot submit again', async () => {
  const u = await createUser({ roles: ['client', 'driver'], verified: true });
  const res = await submit(u);
  assert.equal(res.status, 409);
  assert.equal(res.body.error.code, 'VERIFICATION_ALREADY_APPROVED');
  assert.equal(res.body.error.message, 'A sua verificação já foi aprovada.');
  assert.equal((await mine(u)).body.data.status, 'approved');
});

Deno.test('verification endpoints need a signed-in user', async () => {
  assert.equal((await call('GET', '/api/verifications/me')).status, 401);
  assert.equal((await call('POST', '/api/verifications', { body: VALID_SUBMISSION })).status, 401);
});

/** The multipart form of a submission (issue 11): the photos as files. */
function form(fields: Record<string, string | Uint8Array | undefined>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new File([value as Uint8Array<ArrayBuffer>], `${name}.jpg`, { type: 'image/jpeg' }));
  }
  return data;
}
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));

Deno.test('a submission as multipart/form-data with the photos as files is stored like the JSON one', async () => {
  const post = (user: TestUser, body: FormData) =>
    app.request('/api/verifications', { method: 'POST', headers: { Authorization: `Bearer ${user.token}` }, body });
  const u = await createUser({ roles: ['client', 'driver'] });
  const valid = {
    documentType: 'passport',
    documentNumber: 'AB123456',
    profilePhoto: bytesOf(PNG),
    documentPhoto: bytesOf(JPEG),
  };
  const cases: [Record<string, string | Uint8Array | undefined>, string][] = [
    [{ ...valid, documentPhoto: undefined }, 'Por favor, carregue tanto a foto de perfil quanto a foto do documento.'],
    [
      { ...valid, profilePhoto: new TextEncoder().encode('isto não é uma imagem') },
      'Por favor, selecione apenas arquivos de imagem',
    ],
    [{ ...valid, documentPhoto: new Uint8Array(5 * 1024 * 1024) }, 'A foto do documento deve ter menos de 5MB'],
    [{ ...valid, documentNumber: ' ' }, 'Por favor, insira o número do seu documento de identificação.'],
  ];
  for (const [fields, message] of cases) {
    const res = await post(u, form(fields));
    assert.equal(res.status, 400);
    assert.equal((await res.json()).error.message, message);
  }
  const res = await post(u, form(valid));
  assert.equal(res.status, 201);
  assert.equal((await res.json()).data.status, 'pending');
  const [row] = await sql<{ profilePhotoType: string; documentPhotoType: string; profilePhoto: Uint8Array }[]>`
    select profile_photo_type, document_photo_type, profile_photo from verifications where user_id = ${u.uid}
  `;
  assert.equal(row?.profilePhotoType, 'image/webp');
  assert.equal(row?.documentPhotoType, 'image/webp');
  assert.notDeepEqual(new Uint8Array(row!.profilePhoto), bytesOf(PNG), 'the original is never kept');
});

Deno.test('an ID photo with GPS in its EXIF is stored re-encoded as WebP without any metadata (issue 27)', async () => {
  const withGps = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a5' } }).jpeg()
    .withExif({ IFD0: { Make: 'Telemovel' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '25/1 58/1 0/1' } })
    .toBuffer();
  const sourceMeta = await sharp(withGps).metadata();
  assert.ok(sourceMeta.exif && new TextDecoder('latin1').decode(sourceMeta.exif).includes('Telemovel'));
  const u = await createUser({ roles: ['client', 'driver'] });
  const dataUrl = `data:image/jpeg;base64,${withGps.toString('base64')}`;
  const res = await submit(u, { ...VALID_SUBMISSION, documentPhoto: dataUrl, profilePhoto: dataUrl });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const [row] = await sql<{ documentPhoto: Uint8Array; documentPhotoType: string }[]>`
    select document_photo, document_photo_type from verifications where user_id = ${u.uid}
  `;
  const stored = new Uint8Array(row!.documentPhoto);
  assert.equal(row?.documentPhotoType, 'image/webp');
  const meta = await sharp(stored).metadata();
  assert.equal(meta.format, 'webp');
  assert.equal(meta.exif, undefined, 'no EXIF (and so no GPS) in the stored photo');
  assert.equal(meta.xmp, undefined);
  assert.equal(meta.icc, undefined);
  assert.ok(!new TextDecoder('latin1').decode(stored).includes('Telemovel'));
  assert.deepEqual([meta.width, meta.height], [1200, 800]);
});
