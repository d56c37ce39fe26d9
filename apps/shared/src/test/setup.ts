/**
 * @module Vitest setup: unmount what each test rendered (Testing Library's auto-cleanup needs test globals); async
 * queries wait up to 5 s; the toast card's chunk is loaded first, so a toast is in the page right after its call.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadToastCard } from '@turismo/ui-kit/Toast';
// The apps' i18n instance, in pt-MZ: texts render as the Portuguese keys they are.
import '../i18n.ts';

// Lazy chunks (ADR 0036) take longer than the default 1 s to load on a loaded machine: findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => preloadToastCard());

afterEach(() => {
  cleanup();
});
