/**
 * @module Request body size limits (issue 9, ADR 0018): 1 MB for every JSON body, a larger one for the routes that
 * carry uploads. Over the limit the answer is 413 PAYLOAD_TOO_LARGE before the body is read whole: a declared
 * Content-Length is judged at once, a streamed body is stopped at the first byte past the limit (hono/body-limit).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, MAX_VERIFICATION_PHOTO_BYTES } from '@turismo/rules/photos.ts';
import { errorBody } from '../../lib/errors.ts';

const MB = 1024 * 1024;

/** Photos of the profile verification must be under 5 MB (spec 5 'Wizard' step 4; the rules package's). */
export const MAX_PHOTO_BYTES = MAX_VERIFICATION_PHOTO_BYTES;

/** One uploaded image (issue 11, ADR 0023): 15 MB, and the message when it is larger (the rules package's). */
export { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES };

/** Every JSON body: 1 MB. */
export const JSON_BODY_LIMIT = 1 * MB;

/**
 * Routes with larger bodies. POST /api/verifications carries two photos under 5 MB each as base64 data: URLs
 * (4/3 of their size): 2 x 6.7 MB plus the JSON around them fits in 14 MB.
 */
export const UPLOAD_BODY_LIMITS: readonly {
  method: string;
  path: string | RegExp;
  maxSize: number;
  message: string;
}[] = [
  {
    method: 'POST',
    path: '/api/verifications',
    maxSize: Math.ceil((2 * Math.ceil(MAX_PHOTO_BYTES / 3) * 4) / MB) * MB,
    message: 'O pedido é demasiado grande: cada foto deve ter menos de 5MB.',
  },
  {
    // A photo upload (issue 11, ADR 0023): one image of 15 MB plus the multipart framing and the alt text.
    method: 'POST',
    path: /^\/api\/photos\/[^/]+\/[^/]+$/,
    maxSize: MAX_IMAGE_BYTES + 16 * 1024,
    message: IMAGE_TOO_LARGE_MESSAGE,
  },
  {
    // A photo of a dispute (issue 32, ADR 0044): one image, as a photo upload.
    method: 'POST',
    path: /^\/api\/disputes\/[^/]+\/photos$/,
    maxSize: MAX_IMAGE_BYTES + 16 * 1024,
    message: IMAGE_TOO_LARGE_MESSAGE,
  },
  {
    // The proof of a bank transfer (ADR 0025): one image or PDF of 15 MB plus the multipart framing.
    method: 'POST',
    path: /^\/api\/payments\/[^/]+\/proof$/,
    maxSize: MAX_IMAGE_BYTES + 16 * 1024,
    message: 'O ficheiro é demasiado grande: o máximo é 15 MB.',
  },
];

/**
 * The body limits as one middleware: the route's upload limit when it has one, else {@link JSON_BODY_LIMIT}.
 * @returns a middleware answering 413 `{ error: { code: 'PAYLOAD_TOO_LARGE', message } }` over the limit
 * @example app.use('/api/*', bodyLimits())
 */
export function bodyLimits(): MiddlewareHandler {
  const limit = (maxSize: number, message: string) =>
    bodyLimit({ maxSize, onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', message), 413) });
  const json = limit(JSON_BODY_LIMIT, 'O pedido é demasiado grande: o máximo é 1 MB.');
  const uploads = UPLOAD_BODY_LIMITS.map((u) => ({ ...u, middleware: limit(u.maxSize, u.message) }));
  return (c, next) => {
    const upload = uploads.find((u) =>
      u.method === c.req.method && (typeof u.path === 'string' ? u.path === c.req.path : u.path.test(c.req.path))
    );
    return (upload?.middleware ?? json)(c, next);
  };
}
