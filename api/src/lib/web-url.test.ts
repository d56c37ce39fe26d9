import assert from 'node:assert/strict';
import { call, createUser } from '../test/helpers.ts';
import { addDays, todayInMaputo } from './time.ts';
import { IMAGE_URL_MESSAGE, isAllowedImageUrl, WEB_URL_MESSAGE } from './web-url.ts';

const BAD = [
  'javascript:alert(document.cookie)',
  'JavaScript://exemplo.co.mz/%0aalert(1)',
  'data:text/html,<b>x</b>',
  'ftp://a.co.mz',
];

const event = (fields: Record<string, unknown>) => ({
  title: 'Festival de Teste',
  category: 'entretenimento',
  venue: 'Praia do Tofo',
  address: 'Praia do Tofo, Inhambane',
  startDate: addDays(todayInMaputo(), 10),
  endDate: addDays(todayInMaputo(), 11),
  startTime: '16:00',
  endTime: '23:00',
  ...fields,
});

Deno.test("an event's website, images and social links take only http and https addresses", async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  for (const url of BAD) {
    for (const fields of [{ websiteUrl: url }, { socialLinks: { facebook: url } }]) {
      const res = await call('POST', '/api/events/create', { token: owner.token, body: event(fields) });
      assert.equal(res.status, 400, `${JSON.stringify(fields)}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.error.message, WEB_URL_MESSAGE);
    }
    const images = await call('POST', '/api/events/create', { token: owner.token, body: event({ images: [url] }) });
    assert.equal(images.status, 400);
    assert.equal(images.body.error.message, IMAGE_URL_MESSAGE);
  }
  const created = await call('POST', '/api/events/create', {
    token: owner.token,
    body: event({ websiteUrl: 'https://festivaltofo.co.mz', socialLinks: { facebook: 'http://fb.com/tofo' } }),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.data.websiteUrl, 'https://festivaltofo.co.mz');
  const id = created.body.data.id;
  const edited = await call('PUT', `/api/events/${id}`, { token: owner.token, body: { websiteUrl: BAD[0] } });
  assert.equal(edited.status, 400);
  assert.equal(edited.body.error.message, WEB_URL_MESSAGE);
  const cleared = await call('PUT', `/api/events/${id}`, { token: owner.token, body: { websiteUrl: null } });
  assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
});

Deno.test("an establishment's website takes only http and https addresses (empty clears it)", async () => {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  for (const website of BAD) {
    const res = await call('POST', '/api/hotels', {
      token: manager.token,
      body: { name: 'Casa X', address: 'Tofo', website },
    });
    assert.equal(res.status, 400, `${website}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error.message, WEB_URL_MESSAGE);
  }
  const created = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Casa X', address: 'Tofo', website: 'https://casadomar.co.mz' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.data.website, 'https://casadomar.co.mz');
  const id = created.body.data.id;
  const edited = await call('PUT', `/api/hotels/${id}`, { token: manager.token, body: { website: BAD[0] } });
  assert.equal(edited.status, 400);
  const cleared = await call('PUT', `/api/hotels/${id}`, { token: manager.token, body: { website: '' } });
  assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
  assert.equal(cleared.body.data.website, null);
});

const OWN = '/api/media/5f0c2d4e-8a1b-4c3d-9e2f-1a2b3c4d5e6f/w640.webp';

Deno.test('image addresses: only our own photos or an https image of an allowed host (issue 27)', () => {
  for (const bad of [...BAD, 'https://tracker.example.com/pixel.gif', 'http://lh3.googleusercontent.com/a.jpg', 'x']) {
    assert.equal(isAllowedImageUrl(bad, ['lh3.googleusercontent.com']), false, bad);
  }
  assert.equal(isAllowedImageUrl(OWN, []), true);
  assert.equal(isAllowedImageUrl(`${OWN}?x=1`, []), false);
  assert.equal(isAllowedImageUrl('https://lh3.googleusercontent.com/a/ACg8oc', ['lh3.googleusercontent.com']), true);
});

Deno.test('photoURL refuses javascript: and trackers; hotel and room images take only our photos (issue 27)', async () => {
  const user = await createUser();
  for (const photoURL of ['javascript:alert(1)', 'https://tracker.example.com/p.gif']) {
    const res = await call('POST', '/api/auth/setup-roles', {
      token: user.token,
      body: { roles: ['client'], photoURL },
    });
    assert.equal(res.status, 400, `${photoURL}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error.message, IMAGE_URL_MESSAGE);
  }
  const google = await call('POST', '/api/auth/setup-roles', {
    token: user.token,
    body: { roles: ['client'], photoURL: 'https://lh3.googleusercontent.com/a/ACg8ocK' },
  });
  assert.equal(google.status, 200, JSON.stringify(google.body));

  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  for (const images of [['javascript:alert(1)'], ['https://tracker.example.com/p.gif'], ['qualquer coisa']]) {
    const res = await call('POST', '/api/hotels', {
      token: manager.token,
      body: { name: 'Casa Y', address: 'Tofo', images },
    });
    assert.equal(res.status, 400, `${images}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error.message, IMAGE_URL_MESSAGE);
  }
  const created = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Casa Y', address: 'Tofo', images: [OWN] },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
});
