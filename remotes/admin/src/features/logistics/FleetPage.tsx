import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconTruck } from '@tabler/icons-react';
import { useListState } from '@atrium/platform';
import { Button, Card, EmptyState, ErrorState, LinearProgress, Skeleton } from '@atrium/ui';
import { progressColor } from '../../shared/colors';
import { useVehiclePages } from './api/getVehicles';
import { VehicleDetail } from './components/VehicleDetail';
import { vehicleName } from './components/vehicleFormat';

// Fills the content height (route meta fixedHeight): the list and the detail scroll on their own.
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  block-size: 100%;
  min-block-size: 0;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: minmax(0, 1fr) auto;
  @media (min-width: 960px) {
    grid-template-columns: minmax(18rem, 22rem) minmax(0, 1fr);
    grid-template-rows: minmax(0, 1fr);
  }
`;

const Side = styled(Card)`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  min-block-size: 0;
  h1 {
    margin: 0;
    padding: 1.25rem 1.5rem;
    font-size: 1.125rem;
    font-weight: 500;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
`;

const Scroll = styled.div`
  overflow-y: auto;
  padding: 0.75rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button<{ $active: boolean }>`
  display: grid;
  gap: 0.5rem;
  inline-size: 100%;
  padding: 0.75rem 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.palette.primary.tonal : 'transparent')};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.palette.primary.tonal : theme.palette.action.hover)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .name {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 500;
  }
  small {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Detail = styled(Card)`
  overflow-y: auto;
  padding: 1.5rem;
  min-block-size: 0;
`;

/** The fleet: every vehicle (paged, "Load more") beside the selected one's route and progress (?vehicle=id). */
export default function FleetPage() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const pages = useVehiclePages();
  const vehicles = pages.data?.pages.flatMap((p) => p.vehicles) ?? [];
  const total = pages.data?.pages[0]?.totalVehicles ?? 0;
  const selectedId = list.filters.vehicle;
  const selected = selectedId ? vehicles.find((v) => String(v.id) === selectedId) : vehicles[0];

  let side: ReactNode;
  if (pages.isLoading) {
    side = (
      <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} $height="3.5rem" />
        ))}
      </div>
    );
  } else if (pages.error && !vehicles.length) {
    side = <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />;
  } else if (!vehicles.length) {
    side = <EmptyState title={t('logistics.empty')} />;
  } else {
    side = (
      <>
        <List>
          {vehicles.map((v) => {
            const name = vehicleName(v.location);
            const active = v.id === selected?.id;
            return (
              <li key={v.id}>
                <Item
                  type="button"
                  $active={active}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => list.update({ vehicle: v.id })}
                >
                  <span className="top">
                    <span className="name">
                      <IconTruck size={20} aria-hidden="true" />
                      {name}
                    </span>
                    <small>{v.progress}%</small>
                  </span>
                  <small>
                    {v.startCity} → {v.endCity}
                  </small>
                  <LinearProgress
                    value={v.progress}
                    color={progressColor(v.progress)}
                    height={4}
                    aria-label={t('logistics.progressOf', { name })}
                  />
                </Item>
              </li>
            );
          })}
        </List>
        {pages.error && (
          <ErrorState message={pages.error.message} onRetry={() => void pages.fetchNextPage()} />
        )}
        {pages.hasNextPage && (
          <Button
            variant="text"
            fullWidth
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
            style={{ marginBlockStart: '0.5rem' }}
          >
            {t('logistics.loadMore', { shown: vehicles.length, total })}
          </Button>
        )}
      </>
    );
  }

  let detail: ReactNode;
  if (pages.isLoading) detail = <Skeleton $height="14rem" />;
  else if (selected) detail = <VehicleDetail vehicle={selected} />;
  else if (selectedId && (pages.hasNextPage || pages.isFetchingNextPage)) {
    // The vehicle may be on a page not loaded yet.
    detail = (
      <EmptyState
        title={t('logistics.notLoaded')}
        action={
          <Button
            variant="tonal"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('logistics.loadMore', { shown: vehicles.length, total })}
          </Button>
        }
      />
    );
  } else if (selectedId)
    detail = (
      <EmptyState title={t('logistics.notFound')} text={t('logistics.notFoundText', { id: selectedId })} />
    );
  else detail = null;

  return (
    <Layout>
      <Side>
        <h1>{t('logistics.fleetTitle')}</h1>
        <Scroll>{side}</Scroll>
      </Side>
      <Detail aria-label={t('logistics.selectedVehicle')} aria-live="polite">
        {detail}
      </Detail>
    </Layout>
  );
}
