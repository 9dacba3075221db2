import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PageHeader } from '@atrium/ui';
import { SHOWCASE_DEMOS } from './showcaseDemos';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** A page of the UI showcase: the component named by the path's last segment, in its variants. */
export default function ShowcasePage() {
  const { t } = useTranslation('admin');
  const slug = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  const Demo = Object.hasOwn(SHOWCASE_DEMOS, slug) ? SHOWCASE_DEMOS[slug] : undefined;
  if (!Demo) return <EmptyState title={t('showcase.notFound')} />;
  return (
    <>
      <PageHeader title={t(`showcase.titles.${slug}`)} subtitle={t('showcase.subtitle')} />
      <Stack>
        <Demo />
      </Stack>
    </>
  );
}
