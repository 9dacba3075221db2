import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Stack } from '@atrium/ui';

/** A page of the UI showcase: its title (the menu's), and the demo of what the design system offers. */
export function ShowcasePage({ slug, Demo }: { slug: string; Demo: ComponentType }) {
  const { t } = useTranslation(['admin', 'showcase']);
  return (
    <>
      <PageHeader title={t(`admin:showcase.titles.${slug}`)} subtitle={t('showcase:subtitle')} />
      <Stack $gap={1.5}>
        <Demo />
      </Stack>
    </>
  );
}
