import { useState } from 'react';
import { Command } from 'cmdk';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { IconSearch, IconCornerDownLeft, IconMoodSad } from '@tabler/icons-react';
import { CircularProgress } from '@atrium/ui/core';
import type { SearchGroup } from '@atrium/contracts';
import { NavIcon } from '../../navigation/navIcons';
import { useRouteAccess } from '../../../router/useRouteAccess';
import { useNavSearch } from './useNavSearch';
import { canAccess, useAbility } from '@atrium/platform';
import { useAreaCatalog } from '../../../federation/AreaStoreContext';
import { useAreaOutlines } from '../../../federation/areaCatalog';
import { searchSuggestions, visibleGroups } from './searchSuggestions';
import { menuMatches, mergeSearchGroups } from './menuMatches';

/** cmdk renders its dialog in a portal: its overlay and content are styled by their attributes. */
const PaletteStyles = createGlobalStyle`
  [cmdk-overlay] {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.dialog};
    background: rgb(20 18 32 / 0.5);
  }
  [cmdk-dialog] {
  position: fixed;
  inset-block-start: 12vh;
  inset-inline: 0;
  margin-inline: auto;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  inline-size: min(40rem, calc(100vw - 2rem));
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows[4]};
  overflow: hidden;
  }
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  color: ${({ theme }) => theme.palette.text.secondary};
  input {
    flex: 1;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.text.primary};
    font: inherit;
    font-size: 1.0625rem;
  }
`;

const Kbd = styled.kbd`
  padding: 0.1rem 0.4rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-family: inherit;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const List = styled(Command.List)`
  max-block-size: min(28rem, 60vh);
  overflow-y: auto;
  padding: 0.5rem;
  [cmdk-group-heading] {
    padding: 0.75rem 0.75rem 0.35rem;
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.4px;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Item = styled(Command.Item)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  cursor: pointer;
  .enter {
    margin-inline-start: auto;
    visibility: hidden;
  }
  &[data-selected='true'] {
    background: ${({ theme }) => theme.palette.primary.tonal};
    color: ${({ theme }) => theme.palette.primary.main};
    .enter {
      visibility: visible;
    }
  }
`;

const Empty = styled(Command.Empty)`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const CATEGORY_KEYS: Record<string, string> = {
  dashboards: 'search.groups.dashboards',
  frontPages: 'search.groups.frontPages',
  appsPages: 'search.groups.appsPages',
  userInterface: 'search.groups.userInterface',
  formsTables: 'search.groups.formsTables',
  chartsMisc: 'search.groups.chartsMisc',
};

/**
 * The navigation search: type to query the screens; arrows to move; Enter to open. The palette's
 * content is drawn only while it is open: it follows every navigation (it navigates), and the
 * suggestions (every screen the user may open) need not be worked out again for a closed palette.
 */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  // Kept while the palette is closed: opening it again shows the last search.
  const [query, setQuery] = useState('');
  return (
    <>
      <PaletteStyles />
      <Command.Dialog
        open={open}
        onOpenChange={onOpenChange}
        label={t('search.label')}
        shouldFilter={false}
        loop
      >
        <SearchPalette query={query} onQueryChange={setQuery} onOpenChange={onOpenChange} />
      </Command.Dialog>
    </>
  );
}

/** The open palette: the search field, and the results (or, before typing, suggestions). */
function SearchPalette({
  query,
  onQueryChange,
  onOpenChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useRouteAccess();
  const search = useNavSearch(query);
  const ability = useAbility();
  const catalog = useAreaCatalog();
  const states = useAreaOutlines(catalog);
  const typing = query.trim().length > 0;
  const can = (target: Parameters<typeof canAccess>[0]) => canAccess(target, ability);
  const translate = (ns: string, key: string) => t(key, { ns });
  const found = typing
    ? mergeSearchGroups(search.data ?? [], menuMatches(catalog.registry, states, can, translate, query))
    : searchSuggestions(catalog.registry, states, can, translate);
  const groups: SearchGroup[] = visibleGroups(found, allowed);

  const openScreen = (url: string) => {
    onOpenChange(false);
    onQueryChange('');
    navigate(url);
  };

  return (
    <>
      <InputRow>
        <IconSearch size={20} aria-hidden="true" />
        <Command.Input
          value={query}
          onValueChange={onQueryChange}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
        />
        {search.isFetching && typing ? <CircularProgress size={18} /> : <Kbd>Esc</Kbd>}
      </InputRow>
      <List>
        {typing && !search.isFetching && search.isSuccess && groups.length === 0 && (
          <Empty>
            <IconMoodSad size={36} stroke={1.3} aria-hidden="true" />
            <div>{t('search.noResults', { query: query.trim() })}</div>
          </Empty>
        )}
        {search.isError && typing && <Empty>{t('search.failed')}</Empty>}
        {groups.map((group) => (
          <Command.Group
            key={`${group.category}-${group.title}`}
            heading={
              typing
                ? t(CATEGORY_KEYS[group.category] ?? group.title, { defaultValue: group.title })
                : t(`search.suggestions.${group.title}`)
            }
          >
            {group.children.map((item) => (
              <Item key={item.url} value={`${group.title}:${item.url}`} onSelect={() => openScreen(item.url)}>
                <NavIcon name={item.icon} size={20} />
                <span>{item.title}</span>
                <IconCornerDownLeft className="enter" size={16} aria-hidden="true" />
              </Item>
            ))}
          </Command.Group>
        ))}
      </List>
    </>
  );
}
