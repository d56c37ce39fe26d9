/** @module Test fixtures of verifications: small real images and the submission call. */
import { call, type TestUser } from '../../test/helpers.ts';

/** A real 1x1 PNG. */
export const PNG = 'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** The JPEG signature and a few bytes: enough to be recognised as a JPEG. */
export const JPEG = 'data:image/jpeg;base64,' +
  btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70));

export const VALID_SUBMISSION = {
  documentType: 'bi',
  documentNumber: '110100123456B',
  profilePhoto: PNG,
  documentPhoto: JPEG,
};

export const submit = (user: TestUser, body: Record<string, unknown> = VALID_SUBMISSION) =>
  call('POST', '/api/verifications', { token: user.token, body });
