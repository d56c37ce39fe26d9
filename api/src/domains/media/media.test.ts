import assert from 'node:assert/strict';
import sharp from 'sharp';
import { app, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { MAX_IMAGE_BYTES } from './media.images.ts';

const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
const otherManager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });

async function newEstablishment(owner: TestUser): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into establishments (manager_id, name, address) values (${owner.uid}, 'Casa do Tofo', 'Praia do Tofo')
    returning id
  `;
  return row!.id;
}

/** A width x height image, left half red and right half blue, in the given format. */
function twoColour(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{
      input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } },
      left: half,
      top: 0,
    }]);
}

async function upload(user: TestUser, path: string, bytes: Uint8Array, name = 'foto.jpg', alt?: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  if (alt) form.append('alt', alt);
  const res = await app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const request = (method: string, path: string, user?: TestUser, body?: unknown) =>
  app.request(path, {
    method,
    headers: {
      ...(user ? { Authorization: `Bearer ${user.token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

const fetchVariant = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.request(url, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

Deno.test('a JPEG with EXIF GPS and orientation 6 is stored rotated, as three WebP variants without any metadata', async () => {
  const hotel = await newEstablishment(manager);
  const source = await twoColour(2000, 1000).jpeg()
    .withExif({ IFD0: { Make: 'Telemovel' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '25/1 58/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const sourceMeta = await sharp(source).metadata();
  assert.equal(sourceMeta.orientation, 6);
  assert.ok(sourceMeta.exif && new TextDecoder('latin1').decode(sourceMeta.exif).includes('Telemovel'));

  const { status, body } = await upload(manager, `/api/photos/establishment/${hotel}`, source, 'praia.jpg', 'Praia');
  assert.equal(status, 201, JSON.stringify(body));
  const photo = body.data;
  assert.equal(photo.alt, 'Praia');
  assert.equal(photo.isCover, true, 'the first photo is the cover');
  assert.deepEqual([photo.width, photo.height], [1000, 2000], 'orientation applied');
  assert.match(photo.placeholder, /^[A-Za-z0-9+/]+=*$/);

  for (const [name, width] of [['w320', 320], ['w640', 640], ['w1280', 1000]] as const) {
    const { res, bytes } = await fetchVariant(photo.variants[name]);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('Content-Type'), 'image/webp');
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.width, width, `${name} is ${width} px wide (never enlarged)`);
    assert.equal(meta.height, width * 2);
    assert.equal(meta.exif, undefined, `${name} has no EXIF`);
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.icc, undefined);
    assert.equal(meta.orientation, undefined);
    assert.ok(!new TextDecoder('latin1').decode(bytes).includes('Telemovel'));
    // Rotated 90 degrees clockwise: the left (red) half is now on top, the blue one below.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (
      y: number,
    ) => [
      ...data.subarray(
        (y * info.width + info.width / 2) * info.channels,
        (y * info.width + info.width / 2) * info.channels + 3,
      ),
    ];
    assert.ok(pixel(5)[0]! > 200 && pixel(5)[2]! < 60, `top is red: ${pixel(5)}`);
    assert.ok(pixel(info.height - 5)[2]! > 200 && pixel(info.height - 5)[0]! < 60, 'bottom is blue');
  }
});

Deno.test('the type is read from the bytes: a PNG named .jpg is stored as PNG; AVIF is accepted', async () => {
  const hotel = await newEstablishment(manager);
  const png = await twoColour(400, 300).png().toBuffer();
  const { status, body } = await upload(manager, `/api/photos/establishment/${hotel}`, png, 'foto.jpg');
  assert.equal(status, 201);
  const [row] = await sql`select source_type from media where id = ${body.data.id}`;
  assert.equal(row!.sourceType, 'image/png');
  const avif = await twoColour(400, 300).avif().toBuffer();
  const second = await upload(manager, `/api/photos/establishment/${hotel}`, avif, 'foto.avif');
  assert.equal(second.status, 201);
  assert.equal(second.body.data.isCover, false);
});

Deno.test('a text file, a broken image and a pixel bomb answer 400', async () => {
  const hotel = await newEstablishment(manager);
  const path = `/api/photos/establishment/${hotel}`;
  const text = await upload(manager, path, new TextEncoder().encode('isto não é uma imagem\n'.repeat(50)), 'foto.jpg');
  assert.equal(text.status, 400);
  assert.equal(text.body.error.code, 'NOT_AN_IMAGE');
  assert.equal(text.body.error.message, 'Por favor, selecione apenas arquivos de imagem');

  const noFile = new FormData();
  noFile.append('alt', 'Sem ficheiro');
  const empty = await app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${manager.token}` },
    body: noFile,
  });
  assert.equal(empty.status, 400);
  assert.equal((await empty.json()).error.message, 'Por favor, carregue uma fotografia.');

  const jpeg = await twoColour(400, 300).jpeg().toBuffer();
  const broken = new Uint8Array(jpeg.subarray(0, 600));
  const bad = await upload(manager, path, broken);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.code, 'IMAGE_UNREADABLE');

  // An HEIC header (ftyp box, brand heic): recognised from the bytes, refused by the decoder, never a 500.
  const heic = new Uint8Array([
    0,
    0,
    0,
    24,
    ...new TextEncoder().encode('ftypheic'),
    0,
    0,
    0,
    0,
    ...new TextEncoder().encode('mif1heic'),
    ...new Uint8Array(200),
  ]);
  const heicRes = await upload(manager, path, heic, 'foto.heic');
  assert.equal(heicRes.status, 400);
  assert.equal(heicRes.body.error.code, 'IMAGE_UNREADABLE');

  const bomb = await pngClaiming(30_000, 30_000);
  const res = await upload(manager, path, bomb, 'bomba.png');
  assert.equal(res.status, 400);
  assert.equal(res.body.error.code, 'IMAGE_TOO_MANY_PIXELS');
  const [count] = await sql`select count(*)::int as n from media where target_id = ${hotel}`;
  assert.equal(count!.n, 0);
});

Deno.test('an upload over 15 MB answers 413 before the body is read whole', async () => {
  const hotel = await newEstablishment(manager);
  const chunk = new Uint8Array(64 * 1024);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= 100 * 1024 * 1024) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  const res = await app.request(`/api/photos/establishment/${hotel}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${manager.token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
    body: stream,
  });
  assert.equal(res.status, 413);
  const body = await res.json();
  assert.equal(body.error.code, 'PAYLOAD_TOO_LARGE');
  assert.equal(body.error.message, 'A imagem é demasiado grande: o máximo é 15 MB.');
  assert.ok(pulled <= MAX_IMAGE_BYTES + 512 * 1024, `read ${pulled} bytes`);
  await stream.cancel().catch(() => {});
});

Deno.test("another user's photos are neither writable nor deletable; the owner reorders, picks the cover, deletes", async () => {
  const hotel = await newEstablishment(manager);
  const path = `/api/photos/establishment/${hotel}`;
  const jpeg = await twoColour(300, 200).jpeg().toBuffer();
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await upload(manager, path, jpeg, `f${i}.jpg`)).body.data.id);

  assert.equal((await upload(otherManager, path, jpeg)).status, 403, "another manager's establishment");
  const client = await createUser();
  assert.equal((await upload(client, path, jpeg)).status, 403, 'without accommodation.manage');
  assert.equal((await request('DELETE', `/api/photos/${ids[0]}`, otherManager)).status, 403);
  assert.equal((await request('PUT', `/api/photos/${ids[1]}/cover`, otherManager)).status, 403);
  assert.equal((await request('PUT', `${path}/order`, otherManager, { ids: [...ids].reverse() })).status, 403);
  assert.equal((await request('DELETE', `/api/photos/${ids[0]}`)).status, 401);

  const reorder = await request('PUT', `${path}/order`, manager, { ids: [ids[2], ids[0], ids[1]] });
  assert.equal(reorder.status, 200);
  const bad = await request('PUT', `${path}/order`, manager, { ids: [ids[2], ids[0]] });
  assert.equal(bad.status, 400);

  assert.equal((await request('PUT', `/api/photos/${ids[1]}/cover`, manager)).status, 200);
  const listed = await (await request('GET', path)).json();
  assert.deepEqual(listed.data.map((p: { id: string }) => p.id), [ids[1], ids[2], ids[0]], 'cover first, then order');
  assert.deepEqual(listed.data.map((p: { isCover: boolean }) => p.isCover), [true, false, false]);

  assert.equal((await request('DELETE', `/api/photos/${ids[1]}`, manager)).status, 204);
  const after = await (await request('GET', path)).json();
  assert.deepEqual(after.data.map((p: { id: string }) => p.id), [ids[2], ids[0]]);
  assert.equal(after.data[0].isCover, true, 'the next photo became the cover');
  assert.equal((await app.request(`/api/media/${ids[1]}/w320.webp`)).status, 404);
  const [blobs] = await sql`select count(*)::int as n from media_blobs where key like ${ids[1] + '/%'}`;
  assert.equal(blobs!.n, 0, 'its bytes are gone');
});

Deno.test('the owner describes a photo for screen readers (alt); nobody else can, and 200 characters at most', async () => {
  const hotel = await newEstablishment(manager);
  const path = `/api/photos/establishment/${hotel}`;
  const id = (await upload(manager, path, await twoColour(300, 200).jpeg().toBuffer())).body.data.id;
  const alt = 'Quarto duplo com varanda virada para o mar';
  const res = await request('PUT', `/api/photos/${id}/alt`, manager, { alt: `  ${alt}  ` });
  assert.equal(res.status, 200);
  assert.equal((await res.json()).data.alt, alt);
  const listed = await (await request('GET', path)).json();
  assert.equal(listed.data[0].alt, alt);

  assert.equal((await request('PUT', `/api/photos/${id}/alt`, otherManager, { alt: 'Outra' })).status, 403);
  assert.equal((await request('PUT', `/api/photos/${id}/alt`, undefined, { alt: 'Outra' })).status, 401);
  const long = await request('PUT', `/api/photos/${id}/alt`, manager, { alt: 'x'.repeat(201) });
  assert.equal(long.status, 400);
  assert.equal((await long.json()).error.message, 'A descrição da fotografia deve ter no máximo 200 caracteres.');
  const again = await (await request('GET', path)).json();
  assert.equal(again.data[0].alt, alt, 'a refused request changes nothing');
});

Deno.test('variants are served with immutable cache headers and a strong ETag; If-None-Match answers 304', async () => {
  const hotel = await newEstablishment(manager);
  const { body } = await upload(
    manager,
    `/api/photos/establishment/${hotel}`,
    await twoColour(300, 200).webp().toBuffer(),
  );
  const url = body.data.variants.w640;
  const { res } = await fetchVariant(url);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Cache-Control'), 'public, max-age=31536000, immutable');
  const etag = res.headers.get('ETag')!;
  assert.match(etag, /^"[0-9a-f]{32}"$/);
  const again = await fetchVariant(url, { 'If-None-Match': etag });
  assert.equal(again.res.status, 304);
  assert.equal(again.bytes.length, 0);
  assert.equal(again.res.headers.get('ETag'), etag);
  assert.equal((await fetchVariant(url, { 'If-None-Match': '"outro"' })).res.status, 200);
});

Deno.test('avatars and vehicles belong to their user: a new avatar replaces the old one and is the profile image', async () => {
  const driver = await createUser({ roles: ['client', 'driver'], verified: true });
  const jpeg = await twoColour(300, 300).jpeg().toBuffer();
  const first = await upload(driver, `/api/photos/avatar/${driver.uid}`, jpeg);
  const second = await upload(driver, `/api/photos/avatar/${driver.uid}`, jpeg);
  assert.equal(second.status, 201);
  const [user] = await sql`select profile_image_url from users where id = ${driver.uid}`;
  assert.equal(user!.profileImageUrl, second.body.data.variants.w320);
  assert.equal((await app.request(first.body.data.variants.w320)).status, 404, 'the old avatar is gone');
  assert.equal((await upload(manager, `/api/photos/avatar/${driver.uid}`, jpeg)).status, 403);

  assert.equal((await upload(driver, `/api/photos/vehicle/${driver.uid}`, jpeg)).status, 201);
  assert.equal((await upload(manager, `/api/photos/vehicle/${manager.uid}`, jpeg)).status, 403, 'not a driver');
});

/** A real 1 x 1 PNG whose header claims width x height (a decoding bomb), with a valid header checksum. */
async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer(),
  );
  const view = new DataView(png.buffer);
  // Signature (8), IHDR length (4), 'IHDR' (4), then width and height; the chunk's CRC covers type and data (13).
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

Deno.test('establishment, room type and event pages return their photos with srcset variants and placeholders', async () => {
  const hotel = await newEstablishment(manager);
  const [room] = await sql<{ id: string }[]>`
    insert into room_types (establishment_id, name, price_per_night_cents) values (${hotel}, 'Quarto Duplo', 350000)
    returning id
  `;
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  const [event] = await sql<{ id: string }[]>`
    insert into events (organiser_id, title, category, venue, address, start_date, end_date, start_time, end_time, status)
    values (${organiser.uid}, 'Festival da Marrabenta', 'cultura', 'Centro Cultural', 'Maputo', current_date + 30,
      current_date + 30, '18:00', '23:00', 'upcoming')
    returning id
  `;
  const jpeg = await twoColour(800, 600).jpeg().toBuffer();
  const hotelPhoto = (await upload(manager, `/api/photos/establishment/${hotel}`, jpeg, 'a.jpg', 'Fachada')).body.data;
  const roomPhoto = (await upload(manager, `/api/photos/room_type/${room!.id}`, jpeg)).body.data;
  assert.equal((await upload(manager, `/api/photos/event/${event!.id}`, jpeg)).status, 403, "not the manager's event");
  const eventPhoto = (await upload(organiser, `/api/photos/event/${event!.id}`, jpeg)).body.data;

  const page = (await (await request('GET', `/api/hotels/${hotel}`)).json()).data;
  assert.deepEqual(page.photos, [hotelPhoto]);
  assert.deepEqual(page.photos[0].variants, {
    w320: `/api/media/${hotelPhoto.id}/w320.webp`,
    w640: `/api/media/${hotelPhoto.id}/w640.webp`,
    w1280: `/api/media/${hotelPhoto.id}/w1280.webp`,
  });
  assert.equal(page.photos[0].alt, 'Fachada');
  assert.deepEqual(page.roomTypes[0].photos, [roomPhoto]);
  const eventPage = (await (await request('GET', `/api/events/${event!.id}`)).json()).data;
  assert.deepEqual(eventPage.photos, [eventPhoto]);
  const found = (await (await request('GET', '/api/events/search?location=Maputo')).json()).data;
  assert.deepEqual(found.find((e: { id: string }) => e.id === event!.id)?.photos, [eventPhoto], 'search results too');
  const home = (await (await request('GET', '/api/highlights')).json()).data;
  assert.ok(home.topHotels.every((h: { photos: unknown }) => Array.isArray(h.photos)));
});

Deno.test('simultaneous first uploads to one listing all succeed and leave exactly one cover', async () => {
  const hotel = await newEstablishment(manager);
  const jpeg = await twoColour(300, 200).jpeg().toBuffer();
  const results = await Promise.all(
    Array.from({ length: 4 }, (_, i) => upload(manager, `/api/photos/establishment/${hotel}`, jpeg, `f${i}.jpg`)),
  );
  assert.deepEqual(results.map((r) => r.status), [201, 201, 201, 201]);
  const rows = await sql`select is_cover, position from media where target_id = ${hotel} order by position`;
  assert.equal(rows.filter((r) => r.isCover).length, 1);
  assert.deepEqual(rows.map((r) => r.position), [0, 1, 2, 3]);
});
