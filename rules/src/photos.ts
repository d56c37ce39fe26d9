/**
 * @module The photo size limits and their messages (issue 11, ADR 0023; spec 5 'Wizard' step 4): an uploaded image
 * (listings, vehicles, avatars, disputes) at most 15 MB; each photo of the profile verification under 5 MB. The API's
 * body limits and schemas and the apps' pickers check the same numbers and say the same words (issue 31).
 */

const MB = 1024 * 1024;

/** One uploaded image: at most 15 MB. */
export const MAX_IMAGE_BYTES = 15 * MB;

/** The text for a larger image (the API answers it with 413 PAYLOAD_TOO_LARGE). */
export const IMAGE_TOO_LARGE_MESSAGE = 'A imagem é demasiado grande: o máximo é 15 MB.';

/** Each photo of the profile verification (the face and the identity document): under 5 MB. */
export const MAX_VERIFICATION_PHOTO_BYTES = 5 * MB;

/** The verification photos' size messages, quoted from spec 5 step 4. */
export const VERIFICATION_PHOTO_MESSAGES = {
  profileTooLarge: 'A foto de perfil deve ter menos de 5MB',
  documentTooLarge: 'A foto do documento deve ter menos de 5MB',
} as const;
