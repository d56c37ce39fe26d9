/**
 * @module Vitest setup: applies the Storybook preview (ThemeProvider, GlobalStyle, ToastProvider) to every
 * composed story, loads the toast card's chunk (a toast is then in the page right after its call), and fills the few
 * browser APIs jsdom lacks.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadToastCard } from '@turismo/ui-kit/Toast';
import preview from '../.storybook/preview';

setProjectAnnotations([preview]);

// jsdom has no layout: scrolling an option into view is a no-op there.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => preloadToastCard());

afterEach(() => {
  cleanup();
});
