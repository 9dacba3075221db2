import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAreaCatalog, useAreaStore } from '../federation/AreaStoreContext';
import { useAreaOutlines } from '../federation/areaCatalog';
import { useAreaStates } from '../federation/areaStore';
import { areaForPath } from '../federation/registry';
import { usePathname } from '../app/pathname';

const Bar = styled.footer<{ $sticky: boolean }>`
  ${({ $sticky, theme }) =>
    $sticky &&
    `position: sticky; inset-block-end: 0; z-index: ${theme.zIndex.navbar}; background: ${theme.palette.background.default};`}
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 1rem 1.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** Copyright, and which build of the current area is live (for support and for area teams). */
export function Footer({ sticky = false }: { sticky?: boolean }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const store = useAreaStore();
  const states = useAreaStates(store);
  const outlines = useAreaOutlines(useAreaCatalog());
  const remote = areaForPath(store.registry, pathname);
  // The loaded contract's release, else the one its metadata announces.
  const state = remote && states.get(remote.name);
  const outline = remote && outlines.get(remote.name);
  const release =
    state?.status === 'ready'
      ? state.area.release
      : outline?.status === 'ready'
        ? outline.area.release
        : undefined;
  return (
    <Bar $sticky={sticky}>
      <span>{t('footer.madeWith', { year: new Date().getFullYear() })}</span>
      {remote && release && <span data-testid="area-release">{`${remote.name} ${release}`}</span>}
    </Bar>
  );
}
