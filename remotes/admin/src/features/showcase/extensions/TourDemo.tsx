import { useState } from 'react';
import styled from 'styled-components';
import { IconBriefcase, IconChecks, IconClock, IconPlus, IconRoute, IconSearch } from '@tabler/icons-react';
import { Button, Grid, Select, StatCard, Switch, TextField } from '@atrium/ui';
import { useShowcaseTranslation } from '../showcaseStrings';
import { DemoSection } from '../DemoSection';
import { SHOWCASE_EXTENSIONS_NS } from './strings';
import { TourStyles } from './tour/TourStyles';
import { useTour } from './tour/useTour';

const Toolbar = styled.div`
  display: flex;
  flex: 1 1 100%;
  flex-wrap: wrap;
  align-items: end;
  gap: 1rem;
  > [data-tour='search'] {
    flex: 1 1 14rem;
  }
  > [data-tour='status'] {
    flex: 0 1 12rem;
  }
`;

const Stats = styled(Grid).attrs({ $min: '12rem', $gap: 1 })`
  flex: 1 1 100%;
`;

const STATUSES = ['active', 'paused', 'done'] as const;

/** A "Start the tour" button that walks through the page's controls with driver.js. */
export default function TourDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_EXTENSIONS_NS);
  const startTour = useTour();
  const [notify, setNotify] = useState(true);
  return (
    <>
      <TourStyles />
      <DemoSection title={t('tour.intro.title')}>
        <p>{t('tour.intro.text')}</p>
        <Button startIcon={<IconRoute size={18} aria-hidden="true" />} onClick={startTour}>
          {t('tour.start')}
        </Button>
      </DemoSection>
      <DemoSection title={t('tour.page.title')}>
        <Toolbar>
          <div data-tour="search">
            <TextField
              type="search"
              label={t('tour.page.search')}
              placeholder={t('tour.page.searchPlaceholder')}
              startAdornment={<IconSearch size={18} aria-hidden="true" />}
            />
          </div>
          <div data-tour="status">
            <Select
              label={t('tour.page.status')}
              placeholder={t('tour.page.allStatuses')}
              options={STATUSES.map((status) => ({
                value: status,
                label: t(`tour.page.statuses.${status}`),
              }))}
            />
          </div>
          <div data-tour="create">
            <Button startIcon={<IconPlus size={18} aria-hidden="true" />}>{t('tour.page.create')}</Button>
          </div>
        </Toolbar>
        <Stats data-tour="stats">
          <StatCard title={t('tour.page.activeProjects')} value={12} icon={<IconBriefcase size={22} />} />
          <StatCard
            title={t('tour.page.doneTasks')}
            value={248}
            icon={<IconChecks size={22} />}
            color="success"
          />
          <StatCard title={t('tour.page.hours')} value={86} icon={<IconClock size={22} />} color="info" />
        </Stats>
        <div data-tour="notifications">
          <Switch
            label={t('tour.page.notifications')}
            description={t('tour.page.notificationsHint')}
            checked={notify}
            onCheckedChange={setNotify}
          />
        </div>
      </DemoSection>
    </>
  );
}
