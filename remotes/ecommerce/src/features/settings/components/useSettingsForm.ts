import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  settingsSchemas,
  type EcommerceSettings,
  type SettingsMessages,
  type SettingsSection,
} from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { toast } from '@atrium/ui';
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

/** The contract's settings schemas with the validation texts in the current language. */
export function useSettingsSchemas() {
  const { t, i18n } = useTranslation('ecommerce');
  const language = i18n.language;
  return useMemo(() => {
    void language;
    const messages = Object.fromEntries(
      MESSAGE_KEYS.map((key) => [key, t(`settings.errors.${key}`)]),
    ) as unknown as SettingsMessages;
    return settingsSchemas(messages);
  }, [t, language]);
}

/**
 * The form of one settings section: validated with the section's contract schema, saved with PUT;
 * on success the form takes the saved values (so Discard returns to them) and a toast says so; the
 * server's field errors land on their fields, any other failure in `serverError`.
 */
export function useSettingsForm<S extends SettingsSection>(section: S, saved: EcommerceSettings[S]) {
  const { t } = useTranslation('ecommerce');
  const schemas = useSettingsSchemas();
  const save = useSaveSettings(section);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EcommerceSettings[S]>({
    resolver: zodResolver(schemas[section]) as unknown as Resolver<EcommerceSettings[S]>,
    defaultValues: saved as DefaultValues<EcommerceSettings[S]>,
  });

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const settings = await save.mutateAsync(values);
      form.reset(settings[section]);
      toast.success(t('settings.saved'));
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.entries(e.fieldErrors).filter(([field]) => field !== 'body');
        for (const [field, messages] of fields) {
          form.setError(field as Path<EcommerceSettings[S]>, { type: 'server', message: messages[0] });
        }
        if (!fields.length) setServerError(e.message);
      } else {
        setServerError(t('settings.saveFailed'));
      }
    }
  });

  const discard = () => {
    setServerError(null);
    form.reset();
  };

  return { form, submit, discard, serverError };
}
