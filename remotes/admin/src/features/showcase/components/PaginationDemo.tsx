import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Pagination } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

export default function PaginationDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [page, setPage] = useState(5);
  const [long, setLong] = useState(50);
  const [sized, setSized] = useState(3);
  return (
    <>
      <DemoSection title={t('sections.basic')}>
        <Pagination count={10} page={page} onChange={setPage} />
        <output aria-live="polite">{t('pagination.current', { page, count: 10 })}</output>
      </DemoSection>
      <DemoSection title={t('sections.colorsAndShapes')}>
        {COLORS.map((color, i) => (
          <Pagination
            key={color}
            count={5}
            page={(i % 5) + 1}
            onChange={() => {}}
            color={color}
            shape={i % 2 ? 'circular' : 'rounded'}
            size="sm"
            showFirstLast={false}
            aria-label={t('pagination.example', { color: t(`colors.${color}`) })}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('sections.sizes')}>
        {(['sm', 'md'] as const).map((size) => (
          <Pagination
            key={size}
            count={8}
            page={sized}
            onChange={setSized}
            size={size}
            aria-label={t('pagination.sized', { size: t(`sizes.${size}`) })}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('pagination.ranges')}>
        <Pagination
          count={100}
          page={long}
          onChange={setLong}
          siblingCount={2}
          boundaryCount={2}
          aria-label={t('pagination.wide')}
        />
        <Pagination
          count={100}
          page={long}
          onChange={setLong}
          siblingCount={0}
          boundaryCount={1}
          showFirstLast={false}
          aria-label={t('pagination.narrow')}
        />
        <Pagination
          count={100}
          page={long}
          onChange={setLong}
          showPrevNext={false}
          showFirstLast={false}
          shape="circular"
          aria-label={t('pagination.numbersOnly')}
        />
      </DemoSection>
      <DemoSection title={t('pagination.states')}>
        <Pagination count={10} page={1} onChange={() => {}} aria-label={t('pagination.first')} />
        <Pagination count={10} page={10} onChange={() => {}} aria-label={t('pagination.last')} />
        <Pagination count={10} page={4} onChange={() => {}} disabled aria-label={t('pagination.disabled')} />
      </DemoSection>
    </>
  );
}
