import { getRegistry } from './getRegistry';
import { getRegistryOrigins } from './getRegistryOrigins';
import { listPlatformAreas } from './listPlatformAreas';
import { getAreaHistory } from './getAreaHistory';
import { publishAreaVersion } from './publishAreaVersion';
import { rollbackArea } from './rollbackArea';
import { setCanary } from './setCanary';
import { setOverride } from './setOverride';
import { endOverride } from './endOverride';

/** The area registry's calls (`/api/platform/registry`): the kernel's, since no area owns the registry. */
export const platformHandlers = [
  getRegistry,
  getRegistryOrigins,
  listPlatformAreas,
  getAreaHistory,
  publishAreaVersion,
  rollbackArea,
  setCanary,
  setOverride,
  endOverride,
];
