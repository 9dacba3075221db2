import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconSearch } from '@tabler/icons-react';
import { ALL_COURSES_LABEL, COURSE_TAGS } from '@atrium/contracts';
import { useListState } from '@atrium/platform';
import {
  Card,
  CardContent,
  EmptyState,
  ErrorState,
  Grid,
  ListToolbar,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  Switch,
  TextField,
} from '@atrium/ui';
import { useCourses } from './api/getCourses';
import { CourseCard } from './components/CourseCard';
import { COURSE_SORTS } from './courseProgress';

const Columns = styled(Grid).attrs({ $min: '17rem', $fill: true })``;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-block-start: 1.5rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

/** My courses: search, tag, hide completed, sort and paging, all kept in the URL. */
export default function MyCoursePage() {
  const { t } = useTranslation('academy');
  const list = useListState();
  const label = list.filters.label ?? ALL_COURSES_LABEL;
  const hideCompleted = list.filters.hideCompleted === 'true';
  const sort = list.sortBy ? `${list.sortBy}:${list.orderBy ?? 'asc'}` : '';
  const courses = useCourses({
    q: list.q || undefined,
    label,
    hideCompleted,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.sortBy ? (list.orderBy ?? 'asc') : undefined,
  });
  const total = courses.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / list.itemsPerPage));

  return (
    <>
      <PageHeader
        title={t('myCourses.title')}
        subtitle={courses.data ? t('myCourses.subtitle', { count: courses.data.totalCourse }) : undefined}
      />
      <Card>
        <ListToolbar>
          <TextField
            type="search"
            aria-label={t('myCourses.search')}
            placeholder={t('myCourses.search')}
            defaultValue={list.q}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
            onChange={(e) => list.update({ q: e.target.value })}
            style={{ minInlineSize: '16rem' }}
          />
          <Filters>
            <Select
              aria-label={t('myCourses.label')}
              options={[ALL_COURSES_LABEL, ...COURSE_TAGS].map((tag) => ({
                value: tag,
                label: t(`tags.${tag}`, tag),
              }))}
              value={label}
              onChange={(e) =>
                list.update({ label: e.target.value === ALL_COURSES_LABEL ? undefined : e.target.value })
              }
              style={{ minInlineSize: '11rem' }}
            />
            <Select
              aria-label={t('myCourses.sort')}
              placeholder={t('myCourses.sortDefault')}
              options={COURSE_SORTS.map((s) => ({
                value: s,
                label: t(`myCourses.sorts.${s.replace(':', '_')}`),
              }))}
              value={sort}
              onChange={(e) => {
                const [sortBy, orderBy] = e.target.value ? e.target.value.split(':') : [];
                list.update({ sortBy, orderBy });
              }}
              style={{ minInlineSize: '11rem' }}
            />
            <Switch
              label={t('myCourses.hideCompleted')}
              checked={hideCompleted}
              onCheckedChange={(on) => list.update({ hideCompleted: on ? 'true' : undefined })}
            />
          </Filters>
        </ListToolbar>
        <CardContent style={{ paddingBlockStart: 0 }}>
          {courses.isLoading ? (
            <Columns role="status" aria-busy="true" aria-label={t('myCourses.loading')}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} $height="22rem" />
              ))}
            </Columns>
          ) : courses.error ? (
            <ErrorState message={courses.error.message} onRetry={() => void courses.refetch()} />
          ) : !courses.data || courses.data.courses.length === 0 ? (
            <EmptyState title={t('myCourses.empty')} text={t('myCourses.emptyText')} />
          ) : (
            <>
              <Columns aria-label={t('myCourses.grid')} role="list">
                {courses.data.courses.map((course) => (
                  <div role="listitem" key={course.id} style={{ display: 'grid' }}>
                    <CourseCard course={course} />
                  </div>
                ))}
              </Columns>
              <Footer>
                <span>
                  {t('myCourses.range', {
                    from: (list.page - 1) * list.itemsPerPage + 1,
                    to: Math.min(total, list.page * list.itemsPerPage),
                    total,
                  })}
                </span>
                {pages > 1 && (
                  <Pagination
                    count={pages}
                    page={Math.min(list.page, pages)}
                    onChange={(page) => list.update({ page })}
                    aria-label={t('myCourses.pages')}
                  />
                )}
              </Footer>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
