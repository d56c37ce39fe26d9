/**
 * @module Profile verification, shared by the sign-up wizard (steps 3-4) and /profile/verification (spec 2.4, 5
 * 'Wizard'; DECISIONS.md 3): the document types, the photo rules, and the calls GET /api/verifications/me and
 * POST /api/verifications (photos as data: URLs; the server checks type and size again).
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components } from '@turismo/api-client/schema';
import { msg } from '@turismo/app-core/i18n';
import { MAX_VERIFICATION_PHOTO_BYTES, VERIFICATION_PHOTO_MESSAGES } from '@turismo/rules/photos.ts';

export type MyVerification = components['schemas']['MyVerification'];
export type SubmitVerificationBody = components['schemas']['SubmitVerificationBody'];
export type DocumentType = SubmitVerificationBody['documentType'];

/** Identity documents accepted (spec 2.4 step 3); labels are Portuguese texts marked with msg(), shown with t(). */
export const DOCUMENT_TYPES: readonly { value: DocumentType; label: string }[] = [
  { value: 'bi', label: msg('BI') },
  { value: 'passport', label: msg('Passaporte') },
  { value: 'driving_licence', label: msg('Carta de Condução') },
];

/** Messages (Portuguese source texts marked with msg(); show them with t()). */
export const MSG_DOCUMENT_REQUIRED = msg('Por favor, insira o número do seu documento de identificação.');
export const MSG_PHOTOS_REQUIRED = msg('Por favor, carregue tanto a foto de perfil quanto a foto do documento.');
export const MSG_IMAGE_ONLY = msg('Por favor, selecione apenas arquivos de imagem');
/** Under 5 MB each (the rules package's limit, which the API applies too). */
export const MAX_PHOTO_BYTES = MAX_VERIFICATION_PHOTO_BYTES;

/** Which verification photo: the profile photo or the document's. */
export type PhotoKind = 'profile' | 'document';

/**
 * Checks one chosen photo (spec 5 step 4): an image under 5MB. Returns the message (a Portuguese source text marked
 * with msg(), shown with t()) or null.
 * @param which 'profile' gives 'A foto de perfil deve ter menos de 5MB', 'document' 'A foto do documento ...'
 */
export function validatePhotoFile(file: { type: string; size: number }, which: PhotoKind): string | null {
  if (!file.type.startsWith('image/')) return MSG_IMAGE_ONLY;
  if (file.size >= MAX_PHOTO_BYTES) {
    return which === 'profile' ? VERIFICATION_PHOTO_MESSAGES.profileTooLarge : VERIFICATION_PHOTO_MESSAGES.documentTooLarge;
  }
  return null;
}

export const MY_VERIFICATION_KEY = 'verifications/me';

export async function getMyVerification(): Promise<MyVerification> {
  return (await unwrap(api.GET('/api/verifications/me'))).data;
}

/** The signed-in user's verification (none when `enabled` is false, e.g. signed out). */
export function useMyVerification(enabled = true) {
  return useSWR(enabled ? MY_VERIFICATION_KEY : null, getMyVerification);
}

/** Submits the document and photos; the verification becomes pending. */
export async function submitVerification(body: SubmitVerificationBody): Promise<MyVerification> {
  return (await unwrap(api.POST('/api/verifications', { body }))).data;
}
