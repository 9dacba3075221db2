import { createContext, useContext } from 'react';
import type { AreaStore } from './areaStore';

export const AreaStoreContext = createContext<AreaStore | null>(null);

export function useAreaStore(): AreaStore {
  const store = useContext(AreaStoreContext);
  if (!store) throw new Error('useAreaStore outside <AreaStoreContext.Provider>');
  return store;
}
