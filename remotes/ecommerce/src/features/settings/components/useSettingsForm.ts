import { useTranslation } from 'react-i18next';
import {
  revisionOf,
  settingsSchemas,
  type EcommerceSettings,
  type SettingsMessages,
  type SettingsSection,
} from '@atrium/contracts';
import { useSettingsForm } from '@atrium/platform/forms';
import { useSaveSettings } from '../api/saveSettings';

const MESSAGE_KEYS: readonly (keyof SettingsMessages)[] = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'number',
  'notNegative',
  'wholeNumber',
  'maxBeforeMin',
  'idFormat',
  'onePaymentMethod',
  'oneCountry',
  'oneRate',
  'oneLocation',
  'oneDefault',
];

/**
 * The contract's settings schemas with translation keys of this area as messages: the forms toolkit
 * translates them (the API answers the same rules in English).
 */
const formSchemas = settingsSchemas(
  Object.fromEntries(
    MESSAGE_KEYS.map((key) => [key, `settings.errors.${key}`]),
  ) as unknown as SettingsMessages,
);

/** What saving a settings section needs (PUT /api/apps/ecommerce/settings/{section}). */
export const SAVE_SETTINGS = ['update', 'EcommerceSettings'] as const;

/**
 * The form of one settings section, on the platform's settings form: validated with the section's
 * contract schema, saved with PUT (the form takes the answer, so Discard returns to it), a toast on
 * success, the server's field errors at their fields and anything else above the form.
 */
export function useSectionForm<S extends SettingsSection>(section: S, saved: EcommerceSettings[S]) {
  const { t } = useTranslation('ecommerce');
  const save = useSaveSettings(section);
  return useSettingsForm<EcommerceSettings[S]>({
    schema: formSchemas[section] as never,
    namespace: 'ecommerce',
    saved,
    save: async (values, revision) => (await save.mutateAsync({ body: values, revision }))[section],
    // Several admins share the store's settings: a save from a section someone else saved since is refused.
    revisionOf,
    successMessage: t('settings.saved'),
  });
}
