/** @module Vitest setup: unmount what each test rendered (Testing Library's auto-cleanup needs test globals). */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
