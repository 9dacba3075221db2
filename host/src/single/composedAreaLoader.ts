import type { AreaDeclaration, AreaDefinition } from '@atrium/platform';
import type { AreaLoader } from '../federation/remoteLoader';

type DeclarationModule = { default: AreaDeclaration };

/**
 * Each area's declaration as a lazy chunk of this build: like a remote's `./area`, it is fetched when
 * one of the area's screens is opened (or its link hovered), and its pages and translations stay
 * chunks of their own behind it. A new area is added here and to the registry.
 */
const DECLARATIONS: Readonly<Record<string, () => Promise<DeclarationModule>>> = {
  ecommerce: () => import(/* webpackChunkName: "ecommerce-area" */ '@atrium/ecommerce/src/area'),
  invoice: () => import(/* webpackChunkName: "invoice-area" */ '@atrium/invoice/src/area'),
  email: () => import(/* webpackChunkName: "email-area" */ '@atrium/email/src/area'),
  chat: () => import(/* webpackChunkName: "chat-area" */ '@atrium/chat/src/area'),
  academy: () => import(/* webpackChunkName: "academy-area" */ '@atrium/academy/src/area'),
  admin: () => import(/* webpackChunkName: "admin-area" */ '@atrium/admin/src/area'),
};

/** A declaration stamped as a remote's build stamps it (area-entry.js): here, with this build's own versions. */
export function stampDeclaration(declaration: AreaDeclaration): AreaDefinition {
  return {
    ...declaration,
    contractVersion: __ATRIUM_CONTRACT_VERSION__,
    federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
    release: __ATRIUM_RELEASE__,
  };
}

/** Areas composed into the one build. */
export const composedAreaLoader: AreaLoader = {
  async load(remote) {
    const declaration = DECLARATIONS[remote.name];
    if (!declaration) throw new Error(`The ${remote.name} area is not part of this build.`);
    return stampDeclaration((await declaration()).default);
  },
  // Nothing to forget: a chunk that failed to load is requested again by the next import().
  reset() {},
};
