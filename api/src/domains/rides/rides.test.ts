import assert from 'node:assert/strict';
import { call, createUser, sql } from '../../test/helpers.ts';
import { maputoInstant, todayInMaputo } from '../../lib/time.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from './rides.fixtures.ts';
import { readDeparture, readRideInput } from './rides.input.ts';
import { loadPlaces, matchPlaceIds } from '../places/places.match.ts';
import type { Ride } from './rides.schemas.ts';

const search = (params: Record<string, string | number | undefined>) =>
  call(
    'GET',
    `/api/rides-simple/search?${new URLSearchParams(
      Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, `${v}`]),
    )}`,
  );
const ids = (rides: Ride[]) => rides.map((r) => r.id);
const create = (token: string, body: unknown) => call('POST', '/api/rides-simple/create', { token, body });

Deno.test('search matches places ignoring accents and case, and a city finds the rides of its neighbourhoods', async () => {
  const driver = await createDriver();
  const fromCity = await insertRide(driver, { from: 'Maputo', to: 'Chokwé', date: inDays(2) });
  const fromPolana = await insertRide(driver, { from: 'Polana', to: 'Chokwé', date: inDays(3) });
  const fromJunta = await insertRide(driver, { from: 'Terminal Rodoviário da Junta', to: 'Chokwé', date: inDays(4) });

  const all = await search({ from: 'MAPUTO', to: 'chokwe', date: todayInMaputo() });
  assert.equal(all.status, 200, JSON.stringify(all.body));
  assert.deepEqual(ids(all.body.data), [fromCity, fromPolana, fromJunta]);
  assert.equal(all.body.data[1].fromPlace.name, 'Polana');
  assert.equal(all.body.data[1].fromPlace.parentCity, 'Maputo');

  const polana = await search({ from: 'polana', to: 'Chókwè', date: todayInMaputo() });
  assert.deepEqual(ids(polana.body.data), [fromPolana]);
  const junta = await search({ from: 'terminal rodoviario da junta', to: 'CHOKWE', date: todayInMaputo() });
  assert.deepEqual(ids(junta.body.data), [fromJunta]);
  const reverse = await search({ from: 'Chokwé', to: 'Maputo', date: todayInMaputo() });
  assert.deepEqual(reverse.body.data, []);
});

Deno.test('search matches free-text addresses with fold(), on either side', async () => {
  const driver = await createDriver();
  const token = crypto.randomUUID().slice(0, 8);
  const freeFrom = await insertRide(driver, { from: `Escola Secundária Josina Machel ${token}`, to: 'Massinga' });
  const freeTo = await insertRide(driver, { from: 'Massinga', to: `Hospital Rural de Chicuque ${token}` });
  assert.equal((await sql`select from_place_id from rides where id = ${freeFrom}`)[0]!.fromPlaceId, null);

  const a = await search({ from: `ESCOLA SECUNDARIA JOSINA MACHEL ${token}`, to: 'massinga', date: todayInMaputo() });
  assert.deepEqual(ids(a.body.data), [freeFrom]);
  const b = await search({ from: 'Massinga', to: `chicuque ${token}`, date: todayInMaputo() });
  assert.deepEqual(ids(b.body.data), [freeTo]);
  const none = await search({ from: `josina ${token}`, to: 'Maputo', date: todayInMaputo() });
  assert.deepEqual(none.body.data, []);
});

Deno.test('search lists rides soonest first from the date on and skips departed, full and cancelled rides', async () => {
  const driver = await createDriver();
  const route = { from: 'Lichinga', to: 'Cuamba' };
  const later = await insertRide(driver, { ...route, date: inDays(5), time: '06:00' });
  const morning = await insertRide(driver, { ...route, date: inDays(1), time: '08:00' });
  const dawn = await insertRide(driver, { ...route, date: inDays(1), time: '05:30' });
  const oneSeat = await insertRide(driver, { ...route, date: inDays(2), seatsAvailable: 1 });
  await insertRide(driver, { ...route, date: inDays(2), status: 'cancelled' });
  await insertRide(driver, { ...route, date: todayInMaputo(), time: '00:00' }); // already departed
  await insertRide(driver, { ...route, date: inDays(-1) });

  const res = await search({ ...route, date: todayInMaputo(), passengers: 1 });
  assert.equal(res.status, 200);
  assert.deepEqual(ids(res.body.data), [dawn, morning, oneSeat, later]);
  assert.equal(res.body.total, 4);
  const two = await search({ ...route, date: todayInMaputo(), passengers: 2 });
  assert.deepEqual(ids(two.body.data), [dawn, morning, later]);
  const fromDay2 = await search({ ...route, date: inDays(2), passengers: 2 });
  assert.deepEqual(ids(fromDay2.body.data), [later]);

  const ride = res.body.data[0] as Ride;
  assert.equal(ride.departureDate, inDays(1));
  assert.equal(ride.departureTime, '05:30');
  assert.equal(ride.departureAt, maputoInstant(inDays(1), '05:30').toISOString());
  assert.equal(ride.priceCents, 50000);
  assert.equal(ride.seatsAvailable, 4);
  assert.equal(ride.driverId, driver.uid);
  assert.equal(typeof ride.driverName, 'string');
});

Deno.test('search is paginated with the total over all pages', async () => {
  const driver = await createDriver();
  const created: string[] = [];
  for (let i = 0; i < 7; i++) {
    created.push(await insertRide(driver, { from: 'Pemba', to: 'Montepuez', date: inDays(1 + i) }));
  }
  const pages = [];
  for (const page of [1, 2, 3, 4]) {
    const res = await search({ from: 'Pemba', to: 'Montepuez', date: todayInMaputo(), page, pageSize: 3 });
    assert.equal(res.status, 200);
    assert.equal(res.body.total, 7);
    assert.equal(res.body.page, page);
    assert.equal(res.body.pageSize, 3);
    pages.push(ids(res.body.data));
  }
  assert.deepEqual(pages.map((p) => p.length), [3, 3, 1, 0]);
  assert.deepEqual(pages.flat(), created);
  const tooBig = await search({ from: 'Pemba', to: 'Montepuez', date: todayInMaputo(), pageSize: 51 });
  assert.equal(tooBig.status, 400);
});

Deno.test('search answers the spec messages for missing fields, passengers and past dates', async () => {
  const required = 'Por favor, preencha origem, destino e data.';
  for (
    const params of [{ to: 'Maputo', date: inDays(1) }, { from: 'Maputo', date: inDays(1) }, {
      from: 'Maputo',
      to: 'Beira',
    }, { from: ' ', to: 'Beira', date: inDays(1) }]
  ) {
    const res = await search(params);
    assert.equal(res.status, 400, JSON.stringify(params));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, required);
  }
  for (const passengers of [0, 9, 1.5]) {
    const res = await search({ from: 'Maputo', to: 'Beira', date: inDays(1), passengers });
    assert.equal(res.body.error.message, 'O número de passageiros deve estar entre 1 e 8.', `${passengers}`);
  }
  const past = await search({ from: 'Maputo', to: 'Beira', date: inDays(-1) });
  assert.equal(past.body.error.message, 'A data não pode ser anterior a hoje.');
  const invalid = await search({ from: 'Maputo', to: 'Beira', date: '2027-02-30' });
  assert.equal(invalid.body.error.message, 'Data de partida inválida.');
});

Deno.test('place matching: exact names and full names, whole words, and cities with their children', async () => {
  const places = await loadPlaces(sql);
  const name = (id: number) => places.find((p) => p.id === id)!.name;
  const maputo = matchPlaceIds(places, 'maputo').map(name);
  assert.ok(
    maputo.includes('Maputo') && maputo.includes('Polana') && maputo.includes('Aeroporto Internacional de Maputo'),
  );
  assert.ok(!maputo.includes('Matola'));
  assert.deepEqual(matchPlaceIds(places, 'Polana, Maputo, Maputo Cidade').map(name), ['Polana']);
  assert.deepEqual(matchPlaceIds(places, 'xai xai').map(name).sort(), ['Praia de Xai-Xai', 'Xai-Xai']);
  assert.deepEqual(matchPlaceIds(places, 'Gurue').map(name).sort(), ['Gurué', 'Monte Namúli']);
  assert.deepEqual(matchPlaceIds(places, 'rua sem nome'), []);
});

Deno.test('a verified driver publishes a ride with body variant A; the driver is the caller whatever driverId says', async () => {
  const driver = await createDriver();
  const date = inDays(4);
  const res = await create(driver.token, {
    driverId: 'motorista-fixo-do-prototipo',
    fromAddress: 'Maputo',
    toAddress: 'Bilene',
    departureDate: `${date}T00:00:00.000Z`,
    price: '350',
    maxPassengers: 3,
    type: 'suv',
    description: null,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const ride = res.body.data as Ride;
  assert.equal(ride.driverId, driver.uid);
  assert.equal(ride.priceCents, 35000);
  assert.equal(ride.seatsTotal, 3);
  assert.equal(ride.seatsAvailable, 3);
  assert.equal(ride.vehicleType, 'suv');
  assert.equal(ride.departureDate, date);
  assert.equal(ride.departureTime, '07:00');
  assert.equal(ride.fromPlace?.name, 'Maputo');
  assert.equal(ride.toPlace?.name, 'Bilene');
  assert.equal(ride.status, 'active');
  const found = await search({ from: 'maputo', to: 'bilene', date });
  assert.ok(ids(found.body.data).includes(ride.id));
  const one = await call('GET', `/api/rides/${ride.id}`);
  assert.equal(one.status, 200);
  assert.deepEqual(one.body.data, ride);
});

Deno.test('a verified driver publishes a ride with body variant B (local date and time, number price)', async () => {
  const driver = await createDriver();
  const date = inDays(6);
  const res = await create(driver.token, {
    driverName: 'Outro Nome',
    fromAddress: 'Nampula',
    toAddress: 'Ilha de Moçambique',
    departureDate: `${date}T05:45:00`,
    price: 400,
    maxPassengers: 6,
    type: 'minibus',
    vehicleInfo: 'Viagem confortável',
    isActive: true,
    allowPickupEnRoute: true,
    allowNegotiation: false,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const ride = res.body.data as Ride;
  assert.equal(ride.departureDate, date);
  assert.equal(ride.departureTime, '05:45');
  assert.equal(ride.departureAt, maputoInstant(date, '05:45').toISOString());
  assert.equal(ride.priceCents, 40000);
  assert.equal(ride.description, 'Viagem confortável');
  assert.equal(ride.allowPickupEnRoute, true);
  assert.equal(ride.toPlace?.name, 'Ilha de Moçambique');
});

Deno.test('ride create answers every spec 5 message', async () => {
  const driver = await createDriver();
  const ok = { fromAddress: 'Beira', toAddress: 'Chimoio', departureDate: inDays(2), price: '300', maxPassengers: 4 };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...ok, fromAddress: '' }, 'Por favor, preencha origem, destino e data.'],
    [{ ...ok, toAddress: undefined }, 'Por favor, preencha origem, destino e data.'],
    [{ ...ok, departureDate: ' ' }, 'Por favor, preencha origem, destino e data.'],
    [{ ...ok, departureDate: 'amanhã' }, 'Data de partida inválida.'],
    [{ ...ok, departureTime: '25:00' }, 'Hora de partida inválida. Use o formato HH:mm.'],
    [{ ...ok, maxPassengers: 0 }, 'O número de assentos deve estar entre 1 e 8.'],
    [{ ...ok, maxPassengers: 9 }, 'O número de assentos deve estar entre 1 e 8.'],
    [{ ...ok, maxPassengers: '2.5' }, 'O número de assentos deve estar entre 1 e 8.'],
    [{ ...ok, price: 5 }, 'O preço mínimo é de 10 MT por pessoa.'],
    [{ ...ok, price: '0' }, 'O preço mínimo é de 10 MT por pessoa.'],
    [{ ...ok, price: '12' }, 'O preço deve ser múltiplo de 5 MT.'],
    [{ ...ok, price: 'cem' }, 'Por favor defina um preço válido.'],
    [{ ...ok, price: undefined }, 'Por favor defina um preço válido.'],
    [{ ...ok, type: 'bicicleta' }, 'Tipo de veículo inválido.'],
    [{ ...ok, departureDate: inDays(-1) }, 'A data não pode ser anterior a hoje.'],
    [{ ...ok, toAddress: 'beira' }, 'A origem e o destino devem ser diferentes.'],
    [{ ...ok, fromPlaceId: 999999 }, 'Local desconhecido.'],
  ];
  for (const [body, message] of cases) {
    const res = await create(driver.token, body);
    assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${res.status}`);
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, message, JSON.stringify(body));
  }
  const accepted = await create(driver.token, { ...ok, price: '10', maxPassengers: '8', type: 'other' });
  assert.equal(accepted.status, 201, JSON.stringify(accepted.body));
  assert.equal(accepted.body.data.priceCents, 1000);
});

Deno.test('ride create: the date is compared with today in Africa/Maputo, and a passed time today is refused', () => {
  const body = { fromAddress: 'Beira', toAddress: 'Dondo', price: 100, maxPassengers: 2 };
  // 23:30 UTC on 1 March is already 2 March in Maputo.
  const now = new Date('2031-03-01T23:30:00Z');
  assert.throws(() => readRideInput({ ...body, departureDate: '2031-03-01' }, now), /anterior a hoje/);
  assert.throws(() => readRideInput({ ...body, departureDate: '2031-03-02T01:00:00' }, now), /já passaram/);
  const ok = readRideInput({ ...body, departureDate: '2031-03-02T06:00:00' }, now);
  assert.equal(ok.departureDate, '2031-03-02');
  assert.deepEqual(readDeparture('2031-03-02T04:15:00.000Z', undefined), { date: '2031-03-02', time: '06:15' });
  assert.deepEqual(readDeparture('2031-03-02T00:00:00.000Z', '09:30'), { date: '2031-03-02', time: '09:30' });
  assert.deepEqual(readDeparture('2031-03-02', undefined), { date: '2031-03-02', time: '07:00' });
});

Deno.test('publishing needs the driver role and an approved verification', async () => {
  const body = { fromAddress: 'Tete', toAddress: 'Moatize', departureDate: inDays(1), price: 100, maxPassengers: 4 };
  assert.equal((await call('POST', '/api/rides-simple/create', { body })).status, 401);
  const client = await createClient();
  const asClient = await create(client.token, body);
  assert.equal(asClient.status, 403);
  assert.equal(asClient.body.error.code, 'FORBIDDEN');
  const unverified = await createUser({ roles: ['client', 'driver'], verified: false });
  const res = await create(unverified.token, body);
  assert.equal(res.status, 403);
  assert.equal(res.body.error.code, 'VERIFICATION_REQUIRED');
  assert.equal(
    res.body.error.message,
    'Precisa de verificar a sua identidade e documentos para usar esta funcionalidade.',
  );
});

Deno.test('a ride is found by id; an unknown or malformed id is 404', async () => {
  const driver = await createDriver();
  const id = await insertRide(driver, { from: 'Gondola', to: 'Manica' });
  const res = await call('GET', `/api/rides/${id}`);
  assert.equal(res.status, 200);
  assert.equal(res.body.data.fromAddress, 'Gondola');
  assert.equal((await call('GET', `/api/rides/${crypto.randomUUID()}`)).status, 404);
  assert.equal((await call('GET', '/api/rides/nao-existe')).status, 404);
});

Deno.test('popular rides are real upcoming rides: the cheapest of the busiest routes, at most 6', async () => {
  const driver = await createDriver();
  const prices = [900, 850, 700, 950, 800, 1000, 750, 900, 850, 700, 950, 800, 1000, 900, 880, 990, 910];
  const created = [];
  for (const [i, priceMt] of prices.entries()) {
    created.push(await insertRide(driver, { from: 'Songo', to: 'Zumbo', date: inDays(1 + (i % 9)), priceMt }));
  }
  // Other tests of the run publish many rides (recurring ones, say): Songo → Zumbo is made the busiest route with
  // rides near its average price (850 MT; prices go by 5 MT), which change neither its cheapest nor much its
  // discount (the special offers test ranks routes by that discount).
  const [busiest] = await sql<{ n: number }[]>`
    select coalesce(max(n), 0)::int as n from (
      select count(*) as n from rides where status = 'active' and departure_at > now()
        and not (from_address = 'Songo' and to_address = 'Zumbo')
      group by from_address, to_address
    ) x
  `;
  for (let i = prices.length; i <= busiest!.n; i++) {
    await insertRide(driver, { from: 'Songo', to: 'Zumbo', date: inDays(1 + (i % 9)), priceMt: 850 });
  }
  const res = await call('GET', '/api/rides/popular');
  assert.equal(res.status, 200);
  const rides = res.body.data as Ride[];
  assert.ok(rides.length >= 1 && rides.length <= 6);
  // The busiest route comes first with its cheapest ride: 700 MT, the sooner of the two (tomorrow, not in 3 days).
  const [first] = rides;
  assert.equal(first!.fromAddress, 'Songo');
  assert.equal(first!.priceCents, 70000);
  assert.equal(first!.id, created[9]);
  for (const r of rides) {
    assert.ok(new Date(r.departureAt) > new Date() && r.seatsAvailable > 0 && r.status === 'active');
  }
});

Deno.test('special offers are the cheapest ride of a route, labelled with its real discount on the route average', async () => {
  const driver = await createDriver();
  for (const priceMt of [1000, 1000, 1000]) await insertRide(driver, { from: 'Caia', to: 'Marromeu', priceMt });
  // Far below its route (98 %), so that it is among the 6 largest discounts whatever other tests have published.
  const cheap = await insertRide(driver, { from: 'Caia', to: 'Marromeu', priceMt: 10, date: inDays(2) });
  for (const priceMt of [500, 500, 500]) await insertRide(driver, { from: 'Marromeu', to: 'Caia', priceMt });
  const res = await call('GET', '/api/rides-special-offers');
  assert.equal(res.status, 200);
  const offer = res.body.data.find((o: { id: string }) => o.id === cheap);
  assert.ok(offer, 'the cheap Caia -> Marromeu ride is an offer');
  assert.equal(offer.isSpecial, true);
  assert.equal(offer.averagePriceCents, 75250);
  assert.equal(offer.discountPercent, 98);
  assert.equal(offer.discountLabel, '98% abaixo da média');
  assert.ok(!res.body.data.some((o: Ride) => o.fromAddress === 'Marromeu'), 'no offer on a route of equal prices');
  assert.ok(res.body.data.length <= 6);
});

Deno.test("a driver sees their rides with seats sold, seats held and bookings; nobody else's", async () => {
  const driver = await createDriver();
  const other = await createDriver();
  const ride = await insertRide(driver, { from: 'Chimoio', to: 'Catandica', seats: 5, priceMt: 200 });
  await insertRide(other, { from: 'Chimoio', to: 'Catandica' });
  const client = await createClient();
  const held = await bookRide(client, ride, 2);
  assert.equal(held.status, 201);
  const paid = await bookRide(await createClient(), ride, 1);
  await sql`update bookings set status = 'confirmed' where id = ${paid.body.data.id}`;

  const res = await call('GET', '/api/rides/mine', { token: driver.token });
  assert.equal(res.status, 200);
  assert.equal(res.body.total, 1);
  const mine = res.body.data[0];
  assert.equal(mine.id, ride);
  assert.equal(mine.seatsAvailable, 2);
  assert.equal(mine.seatsSold, 1);
  assert.equal(mine.seatsHeld, 2);
  assert.equal(mine.bookingsCount, 2);
  assert.equal(mine.revenueCents, 20000);
  assert.equal((await call('GET', '/api/rides/mine', { token: client.token })).status, 403);
});

Deno.test('a driver cancels their ride and its pending and confirmed bookings; others cannot', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Mocuba', to: 'Gurué', seats: 4 });
  const client = await createClient();
  const booking = await bookRide(client, ride, 2);
  assert.equal(booking.status, 201);

  const stranger = await createDriver();
  assert.equal((await call('PUT', `/api/rides/${ride}/cancel`, { token: stranger.token })).status, 404);
  assert.equal((await call('PUT', `/api/rides/${ride}/cancel`, { token: client.token })).status, 403);

  const res = await call('PUT', `/api/rides/${ride}/cancel`, { token: driver.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.data.status, 'cancelled');
  assert.equal(res.body.data.cancelledBookings, 1);
  const after = await call('GET', `/api/bookings/${booking.body.data.id}`, { token: client.token });
  assert.equal(after.body.data.status, 'cancelled');
  assert.equal(after.body.data.cancelReason, 'ride_cancelled');
  const again = await call('PUT', `/api/rides/${ride}/cancel`, { token: driver.token });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'RIDE_NOT_CANCELLABLE');
  const search = await call('GET', `/api/rides-simple/search?from=Mocuba&to=Gurue&date=${todayInMaputo()}`);
  assert.deepEqual(search.body.data, []);
});

Deno.test('a ride found by the search is field for field the ride of GET /api/rides/:id, and shows a new driver name', async () => {
  const driver = await createDriver();
  const to = `Mercado Central de Macia ${crypto.randomUUID().slice(0, 8)}`;
  const id = await insertRide(driver, { from: 'Polana', to, date: inDays(6), time: '07:15', seatsAvailable: 3 });
  await sql`update rides set description = 'Ar condicionado.', pickup_point = 'Bomba da Polana' where id = ${id}`;
  const found = await search({ from: 'maputo', to, date: todayInMaputo() });
  const byId = await call('GET', `/api/rides/${id}`);
  assert.equal(found.status, 200);
  const ride = found.body.data.find((r: Ride) => r.id === id);
  // GET /api/rides/:id adds the cancellation policy (ADR 0024); lists leave it out.
  const { cancellationPolicy, ...same } = byId.body.data;
  assert.equal(cancellationPolicy.kind, 'ride');
  assert.deepEqual(ride, same);
  assert.equal(ride.seatsAvailable, 3);
  assert.equal(ride.toPlace, null);
  assert.equal(ride.fromPlace.parentCity, 'Maputo');

  // The search keeps ride descriptions in memory: a profile edit must show at once.
  const renamed = await call('PUT', '/api/auth/profile', {
    token: driver.token,
    body: { firstName: 'Zacarias', lastName: 'Muianga' },
  });
  assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
  const again = await search({ from: 'maputo', to, date: todayInMaputo() });
  assert.equal(again.body.data.find((r: Ride) => r.id === id).driverName, 'Zacarias Muianga');
});
