import assert from 'node:assert/strict';
import { call, createUser } from '../test/helpers.ts';
import { addDays, todayInMaputo } from './time.ts';
import { WEB_URL_MESSAGE } from './web-url.ts';

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
    for (const fields of [{ websiteUrl: url }, { images: [url] }, { socialLinks: { facebook: url } }]) {
      const res = await call('POST', '/api/events/create', { token: owner.token, body: event(fields) });
      assert.equal(res.status, 400, `${JSON.stringify(fields)}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.error.message, WEB_URL_MESSAGE);
    }
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
