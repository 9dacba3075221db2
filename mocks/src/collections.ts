/** Whether a collection is a list (one stored row per element) or a record (one stored row). */
export type CollectionKind = 'array' | 'object';

/** A collection: whether it is a list or a record, and how its sample data (its seed) is built. */
export interface CollectionSpec<T = unknown> {
  kind: CollectionKind;
  build: () => T;
}

export type CollectionSpecs = Record<string, CollectionSpec>;

/** A list collection, its sample data built by `build`. */
export const list = <T>(build: () => T[]) => ({ kind: 'array' as const, build });
/** A record collection (one document), its sample data built by `build`. */
export const record = <T extends object>(build: () => T) => ({ kind: 'object' as const, build });

/** The data of some collections, by name. */
export type DataOf<C extends CollectionSpecs> = { [K in keyof C]: ReturnType<C[K]['build']> };

/**
 * The collections an area owns (`remotes/<area>/api/tables.ts`): their names, kinds and sample data,
 * and how data an earlier version of the area stored is brought up to date. The mock's `db` composes
 * the kernel's collections with every area's (db.ts); the API server stores them, seeds them on first
 * start, and runs the area's own migrations (`remotes/<area>/api/migrations/`).
 */
export interface AreaTables<C extends CollectionSpecs = CollectionSpecs> {
  area: string;
  collections: C;
  /** Brings this area's data stored by an earlier version up to date, in place; names what it changed. */
  upgrade?: (data: DataOf<C>) => string[];
}

/** Declares an area's tables (keeps the collections' own types for the composed `db`). */
export const areaTables = <C extends CollectionSpecs>(tables: AreaTables<C>): AreaTables<C> => tables;
