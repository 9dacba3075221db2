// The area's test kit, built from its contract: the shared kit (@atrium/testing) with this area's name
// and strings.
import { createAreaKit } from '@atrium/testing';
import area from '../area';

export {
  currentLocation,
  LocationProbe,
  newQueryClient,
  renderPage,
  signInAsNewUser,
  startMockApi,
} from '@atrium/testing';

export const { setupI18n } = createAreaKit(area);
