/**
 * @module Vitest setup: applies the Storybook preview (ThemeProvider, GlobalStyle, ToastProvider) to every
 * composed story, and fills the few browser APIs jsdom lacks.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import preview from '../.storybook/preview';

setProjectAnnotations([preview]);

// jsdom has no layout: scrolling an option into view is a no-op there.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
});
