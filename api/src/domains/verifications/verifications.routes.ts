import { createRoute } from '@hono/zod-openapi';
import { userRequired } from '../../middlewares/auth/auth.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  MyVerificationSchema,
  SubmitVerificationBodySchema,
  SubmitVerificationFormSchema,
} from './verifications.schemas.ts';

const tags = ['Verificação'];

export const getMine = createRoute({
  method: 'get',
  path: '/api/verifications/me',
  tags,
  summary: 'A minha verificação',
  description: "The caller's profile verification (DECISIONS.md 3): status none, pending, approved or rejected, the " +
    'document of the newest submission, and the rejection reason when rejected. Signed-in users. Errors: 401.',
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(MyVerificationSchema, 'Estado da verificação.'), 401: errorResponses[401] },
});
export type GetMineRoute = typeof getMine;

export const submit = createRoute({
  method: 'post',
  path: '/api/verifications',
  tags,
  summary: 'Submeter a verificação de identidade',
  description: 'Identity document (type bi, passport or driving_licence; number) and two photos (profile and ' +
    'document) of JPEG, PNG, WebP or GIF images under 5 MB each, type read from the bytes (spec 2.4 steps 3-4): ' +
    'as multipart/form-data with the photos as files (issue 11), or as JSON with the photos as data: URLs (the ' +
    'older form, kept for the apps until they move). The verification becomes pending until an admin approves or rejects it. Signed-in users. Errors: ' +
    "400 VALIDATION_ERROR with spec 5's messages ('Por favor, insira o número do seu documento de identificação.', " +
    "'Por favor, carregue tanto a foto de perfil quanto a foto do documento.', 'Por favor, selecione apenas " +
    "arquivos de imagem', 'A foto de perfil deve ter menos de 5MB', 'A foto do documento deve ter menos de 5MB'); " +
    '401; 409 VERIFICATION_PENDING (one is already waiting) or VERIFICATION_ALREADY_APPROVED. A rejected user may ' +
    'submit again.',
  security,
  middleware: [userRequired] as const,
  request: {
    body: {
      content: {
        'multipart/form-data': { schema: SubmitVerificationFormSchema },
        'application/json': { schema: SubmitVerificationBodySchema },
      },
      // Not `required`: @hono/zod-openapi would then run both validators on every request; each runs on its own
      // Content-Type instead, and the handler refuses a request with neither.
      description: 'Required: one of the two forms.',
    },
  },
  responses: {
    201: dataResponse(MyVerificationSchema, 'Verificação submetida: aguarda a análise de um administrador.'),
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
  },
});
export type SubmitRoute = typeof submit;
