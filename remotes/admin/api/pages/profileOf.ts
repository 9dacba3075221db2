import type { ProfileHeader, ProfileTabData, User } from '@atrium/contracts';
import { currentSettingsOf } from '../account/settingsRecord';
import { PROFILE_HEADER } from '../data/profile';

/**
 * The profile header of the signed-in account: its name, role, country and photo (the sample cover
 * picture stays). No joining date: a user record does not keep one, so none is made up.
 */
export function profileHeaderOf(user: User): ProfileHeader {
  return {
    fullName: user.fullName,
    designation: user.role,
    location: user.country,
    joiningDate: '',
    profileImg: user.avatar,
    coverImg: PROFILE_HEADER.coverImg,
  };
}

/**
 * The profile tab's facts about the account, from its user record and settings. The overview's
 * figures are left empty: nothing records tasks or projects done per user, so none are shown.
 */
export function profileFactsOf(user: User): Pick<ProfileTabData, 'about' | 'contacts' | 'overview'> {
  const { details } = currentSettingsOf(user);
  return {
    about: [
      { property: 'Full Name', value: user.fullName, icon: 'user' },
      { property: 'Status', value: user.status, icon: 'check' },
      { property: 'Role', value: user.role, icon: 'crown' },
      { property: 'Country', value: user.country, icon: 'flag' },
      // The code (en, fr…): the page names it in its own language.
      { property: 'Language', value: details.language, icon: 'language' },
    ],
    contacts: [
      { property: 'Contact', value: details.phone || user.contact, icon: 'phone-call' },
      { property: 'Email', value: user.email, icon: 'mail' },
    ].filter((c) => c.value),
    overview: [],
  };
}
