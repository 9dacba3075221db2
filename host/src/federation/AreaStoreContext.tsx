import { createContext, useContext } from 'react';
import type { AreaStore } from './areaStore';
import type { AreaCatalog } from './areaCatalog';

export const AreaStoreContext = createContext<AreaStore | null>(null);
export const AreaCatalogContext = createContext<AreaCatalog | null>(null);

/** The areas' code: contracts loaded when a screen of theirs is opened. */
export function useAreaStore(): AreaStore {
  const store = useContext(AreaStoreContext);
  if (!store) throw new Error('useAreaStore outside <AreaStoreContext.Provider>');
  return store;
}

/** The areas' metadata: what the menu, guard and search read. */
export function useAreaCatalog(): AreaCatalog {
  const catalog = useContext(AreaCatalogContext);
  if (!catalog) throw new Error('useAreaCatalog outside <AreaCatalogContext.Provider>');
  return catalog;
}
