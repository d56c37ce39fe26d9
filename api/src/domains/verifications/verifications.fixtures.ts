/** @module Test fixtures of verifications: small real images and the submission call. */
import { call, type TestUser } from '../../test/helpers.ts';

/** A real 1x1 PNG. */
export const PNG = 'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A real 4x4 JPEG (photos are decoded and re-encoded since issue 27). */
export const JPEG = 'data:image/jpeg;base64,' +
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC' +
  '8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAQDASIAAhEBAxEB/8QAFQAB' +
  'AQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAA' +
  'AA/9oADAMBAAIRAxEAPwCAAmnn/9k=';

export const VALID_SUBMISSION = {
  documentType: 'bi',
  documentNumber: '110100123456B',
  profilePhoto: PNG,
  documentPhoto: JPEG,
};

export const submit = (user: TestUser, body: Record<string, unknown> = VALID_SUBMISSION) =>
  call('POST', '/api/verifications', { token: user.token, body });
