/**
 * @module Vitest setup of the kit's unit tests (the `kit` project of stories/vitest.config.ts, in jsdom): starts
 * i18next as the Storybook does, loads the toast card's chunk (a toast is then in the page right after its call) and fills the few browser APIs jsdom lacks.
 * The stories themselves run in Chromium (the `storybook` project), where the addon applies the preview.
 */
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadToastCard } from '@turismo/ui-kit/Toast';
// The preview starts i18next with the kit's and the core's catalogs, as the Storybook does.
import '../.storybook/preview';

// jsdom has no layout: scrolling an option into view is a no-op there.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => preloadToastCard());

afterEach(() => {
  cleanup();
});
