/**
 * @module The layers of the API and the arrows allowed between them (ADR 0021), checked by dependency-cruiser in
 * `npm test` (tests/run-all.mjs, step check): `depcruise --config api/layers.depcruise.cjs api/src`.
 *
 * Each layer imports only the layers below it (and itself); no file import cycles; the products (rides, stays,
 * events) do not import each other. Tests, fixtures, the seed and the test helpers are outside the layers (they may
 * call anything). An arrow that still runs back up is listed in KNOWN_EXCEPTIONS with its reason, never silenced
 * for a whole layer: the list is the remaining debt. The rules package (rules/src, ADR 0038) sits below every layer
 * and imports nothing of ours (rule rules-pure).
 */

/** The products' folders (api/src/domains/<product>/): a new product adds its folder here (ADR 0021, 'Adding a product'). */
const PRODUCTS = ['rides', 'stays', 'events'];
const PRODUCT_PATH = `^api/src/domains/(${PRODUCTS.join('|')})/`;

/** The layers, lowest first. A file belongs to the first layer whose pattern matches its path. */
const LAYERS = [
  {
    name: 'lib',
    comment: 'ids, idempotency, money and time, errors, db, openapi, env; the middlewares; the shared error schemas',
    path: '^api/src/(lib|middlewares)/|^api/src/domains/common/',
  },
  {
    name: 'shared',
    comment:
      'reference data and settings every product reads: places, the platform fee, verifications, health, media (photos)',
    path: '^api/src/domains/(places|billing|verifications|health|media)/',
  },
  {
    name: 'booking-core',
    comment: "the ledger: bookings, holds, limits, the booking state's SQL, refunds' read side, what a product is " +
      '(bookings.product.ts)',
    path: '^api/src/domains/bookings/',
  },
  {
    name: 'payments',
    comment: 'payments, their settlement, making and settling refunds, the provider interface',
    path: '^api/src/domains/payments/',
  },
  {
    name: 'products',
    comment: 'rides, stays, events: each books itself through the booking core (<product>.booking.ts) and is a ' +
      'BookingProduct (<product>.product.ts), registered by the booking desk',
    path: PRODUCT_PATH,
  },
  {
    name: 'composition',
    comment:
      'the booking desk (the registry of products, public bookings routes, /reservas data), highlights, admin and the cross-product ' +
      'features (chat, loyalty, notifications, partnerships, the profile, provider earnings and payouts: ADR 0026), ' +
      'the app, main and the background jobs',
    path: '^api/src/domains/[^/]+/|^api/src/(app|main|maintenance)\\.ts$',
  },
];

/**
 * Arrows that still run up a layer, each `{ from, to, reason }` (path patterns of the source and of the target it may
 * import). Remove an entry when its arrow is gone. None left: the last one (the bookings schemas importing the stay
 * and event schemas) went with the booking desk's schemas (ADR 0021).
 */
const KNOWN_EXCEPTIONS = [];

const TEST_ONLY = '\\.test\\.ts$|\\.fixtures\\.ts$|^api/src/test/|^api/src/seed/';

const any = (patterns) => patterns.map((p) => `(${p})`).join('|');

/**
 * One rule per layer: its files may not import any layer above it. The source file of a known exception is checked
 * by a rule of its own that lets through only the exception's target.
 */
function layerRules() {
  const rules = [];
  LAYERS.forEach((layer, i) => {
    const above = LAYERS.slice(i + 1).map((l) => l.path);
    if (!above.length) return;
    const belowOrSelf = LAYERS.slice(0, i + 1).map((l) => l.path);
    const lower = LAYERS.slice(0, i).map((l) => l.path);
    const inLayer = (file) => new RegExp(layer.path).test(file) && !lower.some((p) => new RegExp(p).test(file));
    const exceptions = KNOWN_EXCEPTIONS.filter((e) => inLayer(e.from.replace(/^\^|\\|\$$/g, '')));
    rules.push({
      name: `layer-${layer.name}`,
      severity: 'error',
      comment: `${layer.name} (${layer.comment}) imports only the layers below it`,
      from: { path: layer.path, pathNot: any([...lower, TEST_ONLY, ...exceptions.map((e) => e.from)]) },
      to: { path: any(above), pathNot: any(belowOrSelf) },
    });
    for (const e of exceptions) {
      rules.push({
        name: `layer-${layer.name}-known-exception`,
        severity: 'error',
        comment: `${layer.name} imports only the layers below it; known exception: ${e.reason}`,
        from: { path: e.from },
        to: { path: any(above), pathNot: any([...belowOrSelf, e.to]) },
      });
    }
  });
  return rules;
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'no file import cycles in the API (type-only imports included)',
      from: { path: '^api/src/', pathNot: TEST_ONLY },
      to: { circular: true },
    },
    {
      name: 'products-independent',
      severity: 'error',
      comment: 'a product (rides, stays, events) never imports another product: they meet in the composition layer',
      from: { path: PRODUCT_PATH, pathNot: TEST_ONLY },
      to: { path: PRODUCT_PATH, pathNot: '^api/src/domains/$1/' },
    },
    {
      name: 'rules-pure',
      severity: 'error',
      comment:
        'the rules package (rules/src, @turismo/rules; ADR 0038) is below every layer: any layer of the API may ' +
        'import it, and it imports only itself, date-fns, @date-fns/tz, and the IBAN and phone-number libraries ' +
        '(ibantools, libphonenumber-js; issue 29): it runs unchanged in Deno and the browser',
      from: { path: '^rules/src/', pathNot: TEST_ONLY },
      to: { pathNot: '^rules/src/|(^|/)node_modules/(date-fns|@date-fns/tz|ibantools|libphonenumber-js)/' },
    },
    ...layerRules(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: TEST_ONLY },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6'],
    // '@turismo/rules/x.ts' (deno.json's import map) resolves through the workspace link to rules/src/x.ts.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
