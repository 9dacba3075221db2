import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Pagination } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

export default function PaginationDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [page, setPage] = useState(5);
  return (
    <>
      <DemoSection title={t('sections.basic')}>
        <Pagination count={10} page={page} onChange={setPage} />
        <span>{t('pagination.current', { page, count: 10 })}</span>
      </DemoSection>
      <DemoSection title={t('sections.colorsAndShapes')}>
        {COLORS.slice(0, 3).map((color, i) => (
          <Pagination
            key={color}
            count={5}
            page={i + 2}
            onChange={() => {}}
            color={color}
            shape={i % 2 ? 'circular' : 'rounded'}
            size="sm"
            showFirstLast={false}
            aria-label={t('pagination.example', { color: t(`colors.${color}`) })}
          />
        ))}
      </DemoSection>
    </>
  );
}
