import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@atrium/ui';
import { COLORS, DemoSection } from './DemoSection';

export function PaginationDemo() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(5);
  return (
    <>
      <DemoSection title={t('showcase.sections.basic')}>
        <Pagination count={10} page={page} onChange={setPage} />
        <span>{t('showcase.pagination.current', { page, count: 10 })}</span>
      </DemoSection>
      <DemoSection title={t('showcase.sections.colorsAndShapes')}>
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
            aria-label={t('showcase.pagination.example', { color: t(`showcase.colors.${color}`) })}
          />
        ))}
      </DemoSection>
    </>
  );
}
