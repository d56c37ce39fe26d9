import assert from 'node:assert/strict';
import { app } from '../../test/helpers.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { createDriver, inDays, insertRide } from '../../domains/rides/rides.fixtures.ts';

Deno.test('translateMessage: English from the catalog, values carried over, Portuguese unchanged', () => {
  assert.equal(translateMessage('Reserva não encontrada.', 'en'), 'Booking not found.');
  assert.equal(translateMessage('Reserva não encontrada.', 'pt'), 'Reserva não encontrada.');
  assert.equal(
    translateMessage("Só restam 3 bilhetes 'VIP Sunset'.", 'en'),
    "Only 3 'VIP Sunset' tickets left.",
  );
  // A value that is itself a catalog key (a role's name) is translated too.
  assert.equal(
    translateMessage('Não tem permissão para mudar para o papel Gestor de Alojamento.', 'en'),
    'You do not have permission to switch to the Accommodation Manager role.',
  );
  // A message the catalog does not know is answered as it is, never empty.
  assert.equal(translateMessage('Mensagem nova sem tradução.', 'en'), 'Mensagem nova sem tradução.');
});

Deno.test('error answers follow Accept-Language: English when preferred, Portuguese otherwise', async () => {
  const get = (path: string, language?: string) =>
    app.request(path, { headers: language ? { 'Accept-Language': language } : {} });

  const english = await get('/api/auth/profile', 'en-GB,en;q=0.9,pt;q=0.5');
  assert.equal(english.status, 401);
  assert.equal(english.headers.get('content-language'), 'en');
  const body = await english.json();
  assert.equal(body.error.code, 'UNAUTHENTICATED');
  assert.equal(body.error.message, 'You need to sign in to use this feature, for security reasons.');

  for (const language of [undefined, 'pt-MZ', 'pt-MZ,en;q=0.5', 'fr-FR']) {
    const res = await get('/api/auth/profile', language);
    assert.equal(res.status, 401);
    const pt = await res.json();
    assert.equal(
      pt.error.message,
      'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.',
    );
  }

  const unknown = await get('/api/no-such-path', 'en');
  assert.equal((await unknown.json()).error.message, 'Page not found');
});

Deno.test('validation errors: the message and every detail in English', async () => {
  const res = await app.request('/api/events/search?startDate=2026-13-45', { headers: { 'Accept-Language': 'en' } });
  assert.equal(res.status, 400);
  const body = await res.json();
  assert.equal(body.error.code, 'VALIDATION_ERROR');
  assert.equal(body.error.message, 'Invalid date. Use the format YYYY-MM-DD.');
  assert.ok(body.error.details.every((d: { message: string }) => !/inválid/.test(d.message)), JSON.stringify(body));
});

Deno.test("a cancellation policy is answered in the caller's language", async () => {
  const driver = await createDriver();
  const tag = crypto.randomUUID().slice(0, 8);
  const rideId = await insertRide(driver, { from: `Idioma ${tag}`, to: `Língua ${tag}`, date: inDays(6) });
  const english = await app.request(`/api/rides/${rideId}`, { headers: { 'Accept-Language': 'en' } });
  assert.equal(english.status, 200);
  assert.match(
    (await english.json()).data.cancellationPolicy.text,
    /^Free cancellation until 24 hours before departure/,
  );
  const portuguese = await app.request(`/api/rides/${rideId}`);
  assert.match((await portuguese.json()).data.cancellationPolicy.text, /^Cancelamento gratuito até 24 horas/);
});
