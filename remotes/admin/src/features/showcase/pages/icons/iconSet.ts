import type { ComponentType } from 'react';
import type { IconProps } from '@tabler/icons-react';

export interface IconEntry {
  /** The component's name, as imported: `IconArrowLeft`. */
  name: string;
  Icon: ComponentType<IconProps>;
  /** The name in lower-case words (`arrow left`), what a search matches. */
  words: string;
  filled: boolean;
}

/** `IconArrowBigDown2` → `arrow big down 2`. */
export function wordsOf(name: string): string {
  return name
    .replace(/^Icon/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
}

let iconSet: Promise<IconEntry[]> | undefined;

/**
 * Every icon of the Tabler set, from the package's own index: thousands of components, fetched with
 * this page only (a chunk of its own) and once. Taken from the React package rather than the icon
 * data files, so what the page shows is exactly what the copied import line gives.
 */
export function loadIconSet(): Promise<IconEntry[]> {
  iconSet ??= import('@tabler/icons-react').then(
    ({ icons }) =>
      Object.entries(icons as Record<string, ComponentType<IconProps>>)
        .map(([name, Icon]) => ({ name, Icon, words: wordsOf(name), filled: name.endsWith('Filled') }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    (error: unknown) => {
      iconSet = undefined;
      throw error;
    },
  );
  return iconSet;
}

/** The icons whose name holds every word of the query, in any order (`down arrow` finds IconArrowDown). */
export function searchIcons(
  all: IconEntry[],
  query: string,
  style: 'all' | 'outline' | 'filled',
): IconEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter(
    (icon) =>
      (style === 'all' || (style === 'filled') === icon.filled) &&
      words.every((word) => icon.words.includes(word) || icon.name.toLowerCase().includes(word)),
  );
}

export const importLine = (name: string) => `import { ${name} } from '@tabler/icons-react';`;
