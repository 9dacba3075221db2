/**
 * The areas the single-bundle build composes, with the route prefixes each owns and the folder of the
 * build its metadata documents are in (shared/build's single-bundle config defines it from the
 * registry the federated host is developed against).
 */
declare const __ATRIUM_COMPOSED_AREAS__: readonly {
  name: string;
  routes: string[];
  /** Absolute path of the area's files in the build: `/areas/<name>/`. */
  files: string;
}[];
