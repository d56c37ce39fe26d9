/** @module Storybook config: the kit's component stories (beside each component) and the foundations pages. */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../ui-kit/components/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
};

export default config;
