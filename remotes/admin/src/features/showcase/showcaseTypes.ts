import type { ComponentType } from 'react';

/** A showcase page's demo: its own chunk, so a page's libraries load with it and no other. */
export type DemoLoader = () => Promise<{ default: ComponentType }>;

/** A section's demos by slug, and the loader of the section's strings (an i18n namespace of its own). */
export interface ShowcaseGroup<Slug extends string> {
  demos: Record<Slug, DemoLoader>;
  loadStrings: () => Promise<void>;
}
