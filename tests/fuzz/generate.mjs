/**
 * @module The fuzz requests: from the OpenAPI document, a plausible request per operation (real ids from the seeded
 * database, dates a few weeks ahead) with one to three malformations (wrong types, missing or extra fields, huge and
 * negative numbers, NUL characters, very long strings, year 9999, reversed date ranges, unknown ids, bad enums, broken
 * JSON). Everything is drawn from one seeded generator, so a seed replays the same sequence of mutations.
 */

/** A small seeded generator (mulberry32): `next()` in [0, 1). */
export function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, int, pick, chance, uuid };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document: { method, path, operation }. */
export function operationsOf(doc) {
  const list = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) list.push({ method: method.toUpperCase(), path, operation: item[method] });
  }
  return list;
}

/** Which table holds the ids of a field or path parameter (by name, then by the path segment before it). */
const TABLE_BY_NAME = [
  [/^(from|to)?place/i, 'places'],
  [/^ride/i, 'rides'],
  [/^booking/i, 'bookings'],
  [/^payment/i, 'payments'],
  [/^event/i, 'events'],
  [/^roomType/i, 'room_types'],
  [/^(hotel|establishment|accommodation)/i, 'establishments'],
  [/^partnership/i, 'event_partnerships'],
  [/^reward/i, 'loyalty_rewards'],
  [/^(user|driver)/i, 'users'],
  [/^roomId$/i, 'chat_rooms'],
  [/^ticketType/i, 'event_ticket_types'],
];
const TABLE_BY_SEGMENT = {
  rides: 'rides', bookings: 'bookings', payments: 'payments', events: 'events', hotels: 'establishments',
  partnerships: 'partnership_posts', notifications: 'notifications', users: 'users', redeem: 'loyalty_rewards',
  messages: 'chat_rooms', waitlists: 'waitlist_entries',
};

function tableFor(name, path) {
  for (const [re, table] of TABLE_BY_NAME) if (re.test(name)) return table;
  if (name === 'id' && path) {
    const segments = path.split('/');
    const at = segments.indexOf('{id}');
    return TABLE_BY_SEGMENT[segments[at - 1]];
  }
  return undefined;
}

/** Local date `days` from today, yyyy-MM-dd. */
const dateIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Values that break things: each a function of the random generator so long strings are built on demand. */
const NASTY = [
  () => 2147483648,
  () => 1e20,
  () => -1,
  () => -2147483649,
  () => 0,
  () => 1.5,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => '2147483648',
  () => '1e20',
  () => '-1',
  () => '',
  () => ' ',
  () => null,
  () => true,
  () => [],
  () => ({}),
  () => [1, 'a', null],
  () => ({ nested: { deep: 'x\u0000' } }),
  () => 'x\u0000y',
  () => '\u0000',
  () => 'Maputo\u0000',
  () => '\u0000abc',
  () => '9999-12-31',
  () => '1e20',
  () => 1e20,
  () => 2147483648,
  () => 'a'.repeat(100_000),
  () => 'ç'.repeat(5_000),
  () => '9999-12-31',
  () => '9999-12-31T23:59:59Z',
  () => '0001-01-01',
  () => '2026-02-30',
  () => '2026-13-01',
  () => 'not-a-date',
  () => '00000000-0000-0000-0000-000000000000',
  (r) => r.uuid(),
  () => 'not-a-uuid',
  () => 'xyz_not_an_enum',
  () => "' or 1=1 --",
  () => '<script>alert(1)</script>',
  () => 'javascript:alert(1)',
  () => '=HYPERLINK("http://x")',
  () => '😀🇲🇿',
  () => '\ud800',
  () => 'NaN',
  () => 'Infinity',
];

/** Query and path values (strings only). */
const NASTY_TEXT = [
  '2147483648', '1e20', '-1', '0', '1.5', '', '\u0000', 'x\u0000y', 'Maputo\u0000', '\u0000\u0000', '9999-12-31', '9999-12-31', '0001-01-01', '2026-02-30',
  'not-a-date', '00000000-0000-0000-0000-000000000000', 'not-a-uuid', 'xyz_not_an_enum', "' or 1=1 --", '😀',
  '%', '..', 'true', 'null', '[]', 'a'.repeat(8_000), '99999999999999999999',
];

/**
 * Builds plausible requests and their malformations for one document and pools of real ids: `pools.all[table]` and
 * `pools.byRole[role][table]` (the ids a role's demo account owns, so that its requests reach its own objects).
 */
export function createGenerator(doc, { random, pools: initialPools }) {
  let pools = initialPools;
  let role;
  const resolve = (schema) => {
    let s = schema;
    while (s?.$ref) s = doc.components.schemas[s.$ref.split('/').pop()];
    return s ?? {};
  };

  const idFrom = (table, fallback) => {
    const owned = pools.byRole?.[role]?.[table];
    if (owned?.length && random.chance(0.6)) return owned[random.int(owned.length)];
    const pool = pools.all[table];
    return pool?.length && random.chance(0.85) ? pool[random.int(pool.length)] : fallback;
  };

  /** A plausible value for a schema; `name` guides ids and dates. */
  function valid(schemaIn, name = '', depth = 0) {
    const s = resolve(schemaIn);
    if (s.oneOf || s.anyOf) {
      const options = (s.oneOf ?? s.anyOf).map(resolve).filter((o) => o.type !== 'null');
      return valid(random.pick(options.length ? options : [{ type: 'string' }]), name, depth);
    }
    if (s.enum) return random.pick(s.enum.filter((v) => v !== null && v !== ''));
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    const table = tableFor(name);
    if (table && (type === 'string' || type === 'integer')) {
      const id = idFrom(table, s.example ?? (type === 'integer' ? 1 : random.uuid()));
      return type === 'integer' ? Number(id) : String(id);
    }
    if (type === 'string' && /date|checkIn$|checkOut$|^from$|^to$|^(start|end)$/i.test(name) && !/time$/i.test(name)) {
      const example = typeof s.example === 'string' ? s.example : '';
      const date = dateIn(7 + random.int(30));
      return example.length > 10 ? `${date}${example.slice(10)}` : date;
    }
    if (s.example !== undefined && typeof s.example !== 'object') return s.example;
    switch (type) {
      case 'string':
        if (s.format === 'uuid') return random.uuid();
        if (s.format === 'email') return 'fuzz@teste.co.mz';
        return 'a'.repeat(Math.max(s.minLength ?? 0, 3));
      case 'integer':
      case 'number':
        return s.default ?? (s.minimum ?? 0) + 1;
      case 'boolean':
        return random.chance(0.5);
      case 'array':
        return depth > 3 ? [] : Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => valid(s.items, name, depth + 1));
      case 'object':
      default: {
        if (s.example && typeof s.example === 'object' && random.chance(0.5)) return structuredClone(s.example);
        const out = {};
        const required = new Set(s.required ?? []);
        for (const [key, prop] of Object.entries(s.properties ?? {})) {
          if (required.has(key) || random.chance(0.6)) out[key] = valid(prop, key, depth + 1);
        }
        return out;
      }
    }
  }

  const nasty = () => random.pick(NASTY)(random);

  /**
   * A bad value of the same JSON type as `current` half of the time (it passes the type check and tests bounds, NUL
   * handling and references), any bad value otherwise.
   */
  function nastyLike(current, key) {
    if (random.chance(0.5)) return nasty();
    if (typeof current === 'number') {
      if (/id$/i.test(key)) return random.pick([2147483648, 987654, 0, -1, 9007199254740993]);
      return random.pick([2147483648, 2147483647, 1e20, 1e308, -1, -2147483649, 0, 0.001, 1.5, 9007199254740993]);
    }
    if (typeof current === 'string') {
      if (/^\d{4}-\d{2}-\d{2}/.test(current)) {
        return random.pick(['9999-12-31', '9999-12-31T23:59:00', '9999-12-31T23:59:59Z', '1900-01-01', '0001-01-01',
          '2026-02-30', `${current}\u0000`]);
      }
      if (/id$/i.test(key)) return random.pick([random.uuid(), '00000000-0000-0000-0000-000000000000', `${current}\u0000`]);
      return random.pick([`${current}\u0000`, '\u0000', 'x'.repeat(100_000), '', ' ', 'xyz_not_an_enum', '9999-12-31',
        '2147483648', '1e20', '-1']);
    }
    return nasty();
  }

  /** Every [object, key] inside a JSON value (to mutate one of them in place). */
  function slots(value, out = []) {
    if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        out.push([value, key]);
        slots(value[key], out);
      }
    }
    return out;
  }

  const RANGES = [['from', 'to'], ['startDate', 'endDate'], ['checkIn', 'checkOut'], ['start', 'end'], ['after', 'before']];

  /** Swaps a date range in an object (query or body) when it has one; false when none. */
  function reverseRange(obj) {
    for (const [a, b] of RANGES) {
      if (obj && typeof obj === 'object' && a in obj && b in obj) {
        [obj[a], obj[b]] = [dateIn(20 + random.int(10)), dateIn(1 + random.int(10))];
        return true;
      }
    }
    return false;
  }

  /**
   * One request for an operation, to be sent as `asRole`: { method, path, query, headers, body (a value, or `raw`
   * text), mutations }. Path templates are filled with real ids (often the role's own) unless mutated.
   */
  function request(op, asRole) {
    role = asRole;
    const params = op.operation.parameters ?? [];
    const pathParams = {};
    const query = {};
    const headers = {};
    for (const p of params) {
      const schema = resolve(p.schema);
      if (p.in === 'path') {
        const table = tableFor(p.name, op.path);
        pathParams[p.name] = table ? String(idFrom(table, random.uuid())) : String(valid(schema, p.name));
      } else if (p.in === 'query') {
        if (p.required || random.chance(0.5)) query[p.name] = String(valid(schema, p.name));
      } else if (p.in === 'header') {
        headers[p.name] = random.uuid();
      }
    }
    if ('from' in query && !('to' in query) && /admin|billing/.test(op.path)) query.to = dateIn(40);
    const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
    let body = bodySchema ? valid(bodySchema) : undefined;
    let raw;
    const mutations = [];
    const count = random.chance(0.08) ? 0 : 1 + (random.chance(0.3) ? random.int(3) : 0);
    for (let i = 0; i < count; i++) {
      const where = random.pick([
        ...(Object.keys(pathParams).length ? ['path', 'path'] : []),
        ...(params.some((p) => p.in === 'query') ? ['query', 'query', 'range'] : []),
        ...(bodySchema ? ['body', 'body', 'body', 'missing', 'extra', 'range', 'whole'] : []),
        ...(Object.keys(headers).length ? ['header'] : []),
        'unexpected-body',
      ]);
      if (where === 'path') {
        const name = random.pick(Object.keys(pathParams));
        pathParams[name] = random.chance(0.3) ? random.uuid() : random.pick(NASTY_TEXT);
        mutations.push(`path ${name}`);
      } else if (where === 'query') {
        const names = params.filter((p) => p.in === 'query').map((p) => p.name);
        const name = random.chance(0.9) ? random.pick(names) : 'unknownParam';
        query[name] = random.chance(0.5) && name in query ? String(nastyLike(query[name], name)).slice(0, 8_000)
          : random.pick(NASTY_TEXT);
        mutations.push(`query ${name}`);
      } else if (where === 'range') {
        if (reverseRange(query) || reverseRange(body)) mutations.push('reversed range');
      } else if (where === 'body' || where === 'missing' || where === 'extra') {
        const all = slots(body);
        if (where === 'extra' || !all.length) {
          const target = all.length && random.chance(0.3) ? random.pick(all)[0] : body;
          if (target && typeof target === 'object' && !Array.isArray(target)) target[`extra${random.int(9)}`] = nasty();
          mutations.push('extra field');
        } else {
          const [obj, key] = random.pick(all);
          if (where === 'missing') {
            if (Array.isArray(obj)) obj.splice(Number(key), 1);
            else delete obj[key];
            mutations.push(`missing ${key}`);
          } else {
            obj[key] = nastyLike(obj[key], key);
            mutations.push(`body ${key}`);
          }
        }
      } else if (where === 'whole') {
        const choice = random.int(6);
        if (choice === 0) raw = '{"broken": ';
        else if (choice === 1) raw = 'not json at all';
        else if (choice === 2) body = [];
        else if (choice === 3) body = null;
        else if (choice === 4) body = 'a string';
        else raw = '';
        mutations.push('whole body');
      } else if (where === 'header') {
        const name = random.pick(Object.keys(headers));
        headers[name] = random.pick(['', ' ', 'a'.repeat(5000), '\u00e7\u00e3o', 'not-a-uuid']);
        mutations.push(`header ${name}`);
      } else if (where === 'unexpected-body') {
        raw = JSON.stringify({ unexpected: nasty() });
        mutations.push('unexpected body');
      }
    }
    const path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(pathParams[name]));
    return { method: op.method, path, query, headers, body, raw, hasBody: bodySchema !== undefined || raw !== undefined, mutations };
  }

  return { request, setPools: (next) => (pools = next) };
}
