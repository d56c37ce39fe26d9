/**
 * @module Spectral's lint of openapi/openapi.json (issue 29, ADR 0052), run by `npm test`'s check step
 * (tests/lint-openapi.mjs): the OpenAPI recommended rules and the OWASP API Security Top 10 (2023) ruleset, both
 * imported from node_modules (nothing is fetched at run time). Each rule turned off, or off for some operations,
 * says why.
 */
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';

export default {
  extends: [[oas, 'recommended'], owasp],
  rules: {
    // Size limits on every string, integer and array of the document. The request inputs are bounded where it
    // matters (ADR 0019): bodies by the 1 MB body limit and their strings by zod's `.max()`, path and query strings by
    // the request line (nginx's 8 KiB header buffers in front, ADR 0047), page sizes by lib/paging.ts; the answers are
    // written by the server. Adding a maxLength to each of the ~750 schemas would document nothing a client can use.
    'owasp:api4:2023-string-limit': 'off',
    'owasp:api4:2023-integer-limit': 'off',
    'owasp:api4:2023-array-limit': 'off',
    // Free text (names, descriptions, messages, addresses) has no pattern or format by nature.
    'owasp:api4:2023-string-restricted': 'off',
    // Rate limits apply to the operations of RATE_LIMIT_RULES (ADR 0018), not to every one: those document their
    // RateLimit-* headers and their 429 with Retry-After, and test/document.test.ts checks that they do.
    'owasp:api4:2023-rate-limit': 'off',
    'owasp:api4:2023-rate-limit-responses-429': 'off',
    // A public operation (security: []) cannot answer 401; every operation with the bearer scheme documents it
    // (lib/openapi.ts `apiDocument`, checked by test/document.test.ts).
    'owasp:api8:2023-define-error-responses-401': 'off',
    // Operations without any input (no parameter, no body) cannot answer a validation error.
    'owasp:api8:2023-define-error-validation': 'off',
    // The marketplace's catalogue (rides, stays, events, places, reviews, public profiles) is public by design
    // (DECISIONS.md 3: unlisted features stay open); the permission matrix test checks every operation's callers.
    'owasp:api2:2023-read-restricted': 'off',
    // Admins are users with the admin role, in the same Firebase ID token, read from the database on every request
    // (ADR 0015); a second scheme would not add a check the permission matrix does not already make.
    'owasp:api5:2023-admin-security-unique': 'off',
    // The apps and the API share one origin (ADR 0001): no CORS header is sent, so none is documented.
    'owasp:api8:2023-define-cors-origin': 'off',
  },
  overrides: [
    {
      // Two writes are public on purpose: the fee calculator computes and stores nothing; a provider's callback is
      // authenticated by the provider's signature or shared secret, checked by the rail (ADR 0042), not by a token.
      files: [
        '**/openapi.json#/paths/~1api~1billing~1calculate/post',
        '**/openapi.json#/paths/~1api~1payments~1callbacks~1%7Brail%7D/post',
      ],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
    {
      // EventSource cannot send headers: the live stream takes a signed stream token of 60 s from
      // POST /api/notifications/stream-token, never the ID token (ADR 0029).
      files: [
        '**/openapi.json#/paths/~1api~1notifications~1stream/get/parameters/0',
        '**/openapi.json#/components/securitySchemes/streamToken',
      ],
      rules: { 'owasp:api2:2023-no-credentials-in-url': 'off', 'owasp:api2:2023-no-api-keys-in-url': 'off' },
    },
    {
      // A room's iCal export is polled by other channels' calendar importers (Airbnb, Booking.com, Google Calendar),
      // which can send no header: the unguessable token (64 hex characters, revocable by the manager) is the URL's
      // only credential, as every channel's export does (ADR 0053).
      files: ['**/openapi.json#/paths/~1api~1room-calendars~1%7Btoken%7D/get/parameters/0'],
      rules: { 'owasp:api2:2023-no-credentials-in-url': 'off', 'owasp:api2:2023-no-api-keys-in-url': 'off' },
    },
    {
      // JSON Schema 2020-12 patterns are ECMA-262 with the unicode flag (\p{L}: any letter, so 'Nº' and accents
      // pass); Spectral's checker compiles them without it and rejects a valid example.
      files: [
        '**/openapi.json#/components/schemas/SubmitVerificationBody/properties/documentNumber/example',
        '**/openapi.json#/components/schemas/SubmitVerificationForm/properties/documentNumber/example',
      ],
      rules: { 'oas3-valid-schema-example': 'off' },
    },
  ],
};
