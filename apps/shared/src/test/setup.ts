/** @module Vitest setup: unmount what each test rendered (Testing Library's auto-cleanup needs test globals). */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The apps' i18n instance, in pt-MZ: texts render as the Portuguese keys they are.
import '../i18n.ts';

afterEach(() => {
  cleanup();
});
