/**
 * @module The docs page of every kit component (autodocs, issue 34): what the component is and when to use it, read
 * from the component's own docstring (the `@module` comment at the top of its file: one source, no copy that drifts),
 * its usage (the file's `@example`s, else the first story's code), the first story with its controls, the props
 * from its TypeScript types (react-docgen-typescript) and those of its parts (the meta's `subcomponents`), and every
 * state (each story with its docstring).
 * The stories follow the toolbar's 'Idioma' (Português / English) here as on the canvas.
 */
import { type ComponentProps, useEffect, useState } from 'react';
import { ArgTypes, Controls, Heading, Markdown, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/** The kit's sources as text, loaded when a page asks: `ui-kit/components/<Name>/<file>.tsx` (or `.ts`: a hook). */
const SOURCES = import.meta.glob<string>('../../ui-kit/components/*/*.{ts,tsx}', { query: '?raw', import: 'default' });

export type ComponentDoc = { description: string; examples: string[] };

/** The `@module` comment (its text, without the `@module Name:` lead) and the `@example`s of a component's file. */
export function readComponentDoc(source: string): ComponentDoc {
  const comments = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) => m[1]!.replace(/^\s*\* ?/gm, '').trim());
  const module = comments.find((c) => c.startsWith('@module')) ?? '';
  const text = module.replace(/^@module\s+[\w.]+(\s*\([^)]*\))?\s*:\s*/, '').replace(/\n(?!\n)/g, ' ');
  const description = text.charAt(0).toUpperCase() + text.slice(1);
  const examples = comments
    .flatMap((c) => [...c.matchAll(/@example\s+([\s\S]*?)(?=@\w+|$)/g)].map((m) => m[1]!.trim()))
    .flatMap((example) => example.split(/\s+or\s+(?=<)/))
    .filter(Boolean);
  return { description, examples };
}

/**
 * The source file of the component a stories file sits beside (`Button/Button.stories.tsx` -> `Button/Button.tsx`,
 * `Card/CardHeader.stories.tsx` -> `Card/CardHeader.tsx`), else the component's name, else the folder's, else the
 * folder's one source (Disclosure's `useDismiss.ts`).
 */
export function componentSourceKey(keys: readonly string[], fileName: string, name: string | undefined): string | undefined {
  const folder = /components\/([^/]+)\//.exec(fileName)?.[1];
  if (!folder) return undefined;
  const story = /([^/]+)\.stories\.tsx?$/.exec(fileName)?.[1];
  const inFolder = keys.filter((k) =>
    k.includes(`/components/${folder}/`) && !/\.(stories|test)\.tsx?$/.test(k) && !k.endsWith('/index.ts')
  );
  const named = (file: string | undefined) => (file ? inFolder.find((k) => /\.tsx?$/.test(k) && k.replace(/\.tsx?$/, '').endsWith(`/${file}`)) : undefined);
  return named(story) ?? named(name) ?? named(folder) ?? inFolder[0];
}

function componentSource(fileName: string, name: string | undefined): (() => Promise<string>) | undefined {
  const key = componentSourceKey(Object.keys(SOURCES), fileName, name);
  return key ? SOURCES[key] : undefined;
}

function useComponentDoc(): ComponentDoc | null {
  const meta = useOf('meta', ['meta']);
  const fileName = String(meta.preparedMeta.parameters.fileName ?? '');
  const component = meta.preparedMeta.component as { displayName?: string; name?: string } | undefined;
  const load = componentSource(fileName, component?.displayName ?? component?.name);
  const [doc, setDoc] = useState<ComponentDoc | null>(null);
  useEffect(() => {
    let live = true;
    void load?.().then((source) => live && setDoc(readComponentDoc(source)));
    return () => {
      live = false;
    };
  }, [load]);
  return doc;
}

export function KitDocsPage() {
  const doc = useComponentDoc();
  const meta = useOf('meta', ['meta']);
  const written = meta.preparedMeta.parameters.docs?.description?.component as string | undefined;
  // The parts documented on their component's page (the meta's `subcomponents`), each with its props.
  const subcomponents = (meta.preparedMeta.subcomponents ?? {}) as Record<string, ComponentProps<typeof ArgTypes>['of']>;
  if (!/components\//.test(String(meta.preparedMeta.parameters.fileName ?? ''))) {
    // A foundations page: its story is the page.
    return (
      <>
        <Title />
        {written ? <Markdown>{written}</Markdown> : null}
        <Stories title="" includePrimary />
      </>
    );
  }
  return (
    <>
      <Title />
      <Subtitle />
      {written ? <Markdown>{written}</Markdown> : null}
      {doc?.description ? <Markdown>{doc.description}</Markdown> : null}
      <Heading>Uso / Usage</Heading>
      {doc?.examples.length
        ? doc.examples.map((code) => <Source key={code} language="tsx" code={code} dark={false} />)
        : <Source />}
      <Primary />
      <Heading>Propriedades / Props</Heading>
      <Controls />
      {Object.entries(subcomponents).map(([name, component]) => (
        <div key={name}>
          <Heading>{name}</Heading>
          <ArgTypes of={component} />
        </div>
      ))}
      <Stories title="Estados / States" includePrimary />
    </>
  );
}
