/**
 * Every component the kit exports has a docs page (issue 34): it is the `component` of a stories file, or one of its
 * `subcomponents` (the parts documented on their component's page, with their props). And every docs page has the
 * description it reads (.storybook/DocsPage.tsx): the `@module` docstring of the component's file.
 * Read from the sources (the index files and the stories' metas), so a new export without a page fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const components = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(components, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const read = (...parts: string[]) => readFileSync(join(components, ...parts), 'utf8');

/** The values an index file exports by name (`export { A, B, type C } from …`): the PascalCase ones are components. */
function exportedComponents(folder: string): string[] {
  const source = read(folder, 'index.ts');
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((m) => m[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => /^[A-Z][a-z]\w*$/.test(name)); // not the constants (MESSAGE_MAX_LENGTH)
}

const storyFiles = folders.flatMap((folder) =>
  readdirSync(join(components, folder)).filter((f) => f.endsWith('.stories.tsx')).map((f) => join(folder, f))
);

/** The `component` and `subcomponents` of a stories file's meta. */
function documented(file: string): string[] {
  const source = read(file);
  const component = /^\s*component:\s*(\w+)/m.exec(source)?.[1];
  const parts = /^\s*subcomponents:\s*\{([^}]*)\}/m.exec(source)?.[1]?.split(',').map((s) => s.trim().split(':')[0]!.trim()) ?? [];
  return [component, ...parts].filter((name): name is string => Boolean(name));
}

describe('the kit docs pages', () => {
  it('document every exported component', () => {
    const pages = new Set(storyFiles.flatMap(documented));
    const exported = folders.filter((f) => existsSync(join(components, f, 'index.ts'))).flatMap(exportedComponents);
    expect(exported.length).toBeGreaterThan(40);
    expect(exported.filter((name) => !pages.has(name))).toEqual([]);
  });

  it("read each component's description from its file's @module docstring", () => {
    const missing = storyFiles.filter((file) => {
      const folder = dirname(file);
      const sources = readdirSync(join(components, folder)).filter((f) => /\.tsx?$/.test(f) && !/\.(stories|test)\.tsx?$|^index\.ts$/.test(f));
      // As DocsPage.tsx's componentSourceKey: the file named as the stories file, else the folder's, else its one source.
      const source = [`${basename(file, '.stories.tsx')}.tsx`, `${folder}.tsx`].find((f) => sources.includes(f)) ?? sources[0];
      return !source || !/@module\s/.test(read(folder, source));
    });
    expect(missing).toEqual([]);
  });
});
