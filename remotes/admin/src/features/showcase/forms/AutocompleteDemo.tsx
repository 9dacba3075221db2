import { useCallback, useMemo, useState } from 'react';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { Autocomplete, type ComboboxOption } from '@atrium/ui/combobox';
import { matchesQuery } from '@atrium/ui/core';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { FieldBox, Summary } from './choice/choiceLayout';
import { PEOPLE_OPTIONS, countryOptions } from './choice/choiceData';
import { SHOWCASE_FORMS_NS } from './strings';

/** How long the sample "server" takes to answer, so the loading row can be seen. */
const SEARCH_DELAY_MS = 600;

/** A stand-in for a search endpoint: the people list, answered after a delay. */
function searchPeople(query: string): Promise<ComboboxOption[]> {
  return new Promise((resolve) =>
    setTimeout(
      () => resolve(PEOPLE_OPTIONS.filter((p) => matchesQuery(`${p.label} ${p.description}`, query))),
      SEARCH_DELAY_MS,
    ),
  );
}

export default function AutocompleteDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [country, setCountry] = useState('');
  const [person, setPerson] = useState('');
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  const [remote, setRemote] = useState('');
  const [destination, setDestination] = useState('');
  const load = useCallback((q: string) => searchPeople(q), []);
  const common = { noOptionsText: t('autocomplete.noResults'), loadingText: t('autocomplete.loading') };
  return (
    <>
      <DemoSection title={t('autocomplete.basic')}>
        <FieldBox>
          <Autocomplete
            {...common}
            label={t('autocomplete.country')}
            value={country}
            onChange={setCountry}
            suggestions={countries}
            placeholder={t('autocomplete.countryPlaceholder')}
            helperText={t('autocomplete.freeTextHelp')}
            startAdornment={<IconMapPin size={18} aria-hidden="true" />}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('autocomplete.withAvatars')}>
        <FieldBox>
          <Autocomplete
            {...common}
            label={t('autocomplete.assignee')}
            value={person}
            onChange={(v) => {
              setPerson(v);
              setPicked(null);
            }}
            onSelect={setPicked}
            suggestions={PEOPLE_OPTIONS}
            placeholder={t('autocomplete.assigneePlaceholder')}
          />
          <Summary aria-live="polite">
            {picked ? t('autocomplete.picked', { name: picked.label, email: picked.description }) : ''}
          </Summary>
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('autocomplete.async')}>
        <FieldBox>
          <Autocomplete
            {...common}
            label={t('autocomplete.searchPeople')}
            value={remote}
            onChange={setRemote}
            loadSuggestions={load}
            minChars={2}
            placeholder={t('autocomplete.searchPlaceholder')}
            helperText={t('autocomplete.asyncHelp')}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('autocomplete.states')}>
        <FieldBox>
          <Autocomplete
            {...common}
            label={t('autocomplete.destination')}
            value={destination}
            onChange={setDestination}
            suggestions={countries}
            error={destination.trim() ? undefined : t('autocomplete.destinationRequired')}
          />
        </FieldBox>
        <FieldBox>
          <Autocomplete
            {...common}
            label={t('autocomplete.disabled')}
            value={t('autocomplete.disabledValue')}
            onChange={() => {}}
            suggestions={countries}
            disabled
          />
        </FieldBox>
      </DemoSection>
    </>
  );
}
