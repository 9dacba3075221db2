import { publishAreaSubjects } from '@atrium/platform';
import { setupI18n } from '../../testing/kit';
import { loadAclDemoStrings } from './aclDemoStrings';

/** The area's strings, the pages' own strings, and two areas' subjects as the shell would publish them. */
export async function setupAclDemo() {
  await setupI18n();
  await loadAclDemoStrings();
  publishAreaSubjects([
    { area: 'admin', subjects: ['User', 'Role', 'AclDemo'] },
    { area: 'invoice', subjects: ['Invoice'] },
  ]);
}
