import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconTruck } from '@tabler/icons-react';
import { useListState } from '@atrium/platform';
import { Button, Card, EmptyState, ErrorState, LinearProgress, Skeleton } from '@atrium/ui';
import { progressColor } from '../../shared/colors';
import { useVehiclePages } from './api/getVehicles';
import { VehicleDetail } from './components/VehicleDetail';
import { vehicleName } from './components/vehicleFormat';
import { FleetMap } from './map/FleetMap';

// Fills the content height (route meta fixedHeight): the list scrolls on its own beside the map and the
// selected vehicle; on a narrow screen the three stack and the page scrolls.
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  block-size: 100%;
  min-block-size: 0;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: minmax(14rem, 40%) minmax(20rem, 1fr) auto;
  overflow-y: auto;
  @media (min-width: 960px) {
    grid-template-columns: minmax(18rem, 22rem) minmax(0, 1fr);
    grid-template-rows: minmax(0, 1fr);
    overflow: visible;
  }
`;

const Main = styled.div`
  display: contents;
  @media (min-width: 960px) {
    display: grid;
    gap: 1.5rem;
    min-block-size: 0;
    grid-template-rows: minmax(0, 1fr) auto;
  }
`;

const MapCard = styled(Card)`
  padding: 0.75rem;
  min-block-size: 0;
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
  /* On the selected row's tonal background the secondary text is too faint in dark mode. */
  small {
    color: ${({ theme, $active }) => ($active ? theme.palette.text.primary : theme.palette.text.secondary)};
  }
`;

const Detail = styled(Card)`
  overflow-y: auto;
  padding: 1.25rem 1.5rem;
  min-block-size: 0;
`;

/**
 * The fleet: every vehicle (paged, "Load more") beside a map of their routes and the selected one's
 * detail (?vehicle=id). The list and the map select together.
 */
export default function FleetPage() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const titleId = useId();
  const pages = useVehiclePages();
  const vehicles = useMemo(() => pages.data?.pages.flatMap((p) => p.vehicles) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.totalVehicles ?? 0;
  const selectedId = list.filters.vehicle;
  const selected = selectedId ? vehicles.find((v) => String(v.id) === selectedId) : vehicles[0];

  // A vehicle picked on the map is brought into view in the list.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!selected) return;
    listRef.current
      ?.querySelector(`[data-vehicle-id="${selected.id}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

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
        <List ref={listRef} aria-labelledby={titleId}>
          {vehicles.map((v) => {
            const name = vehicleName(v.location);
            const active = v.id === selected?.id;
            return (
              <li key={v.id}>
                <Item
                  type="button"
                  $active={active}
                  aria-current={active ? 'true' : undefined}
                  data-vehicle-id={v.id}
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
        <h1 id={titleId}>{t('logistics.fleetTitle')}</h1>
        <Scroll>{side}</Scroll>
      </Side>
      <Main>
        <MapCard>
          {pages.isLoading ? (
            <Skeleton $height="100%" />
          ) : (
            <FleetMap
              vehicles={vehicles}
              selectedId={selected?.id}
              onSelect={(id) => list.update({ vehicle: id })}
            />
          )}
        </MapCard>
        <Detail aria-label={t('logistics.selectedVehicle')} aria-live="polite">
          {detail}
        </Detail>
      </Main>
    </Layout>
  );
}
