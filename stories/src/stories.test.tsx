/**
 * @module Runs every story of the kit and of the foundations pages as a test: renders it in jsdom with the
 * preview's decorators and runs its `play` function (Storybook portable stories, `story.run()`).
 * A story fails the suite when it throws or when an `expect` in its play function fails.
 */
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = {
  ...import.meta.glob<StoryModule>('../../ui-kit/components/**/*.stories.tsx', { eager: true }),
  ...import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }),
};

test('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(10);
});

for (const [file, module] of Object.entries(modules)) {
  const name = file.replace(/^.*\//, '').replace(/\.stories\.tsx$/, '');
  describe(name, () => {
    const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];
    for (const [storyName, story] of stories) {
      test(storyName, async () => {
        await story.run();
      });
    }
  });
}
