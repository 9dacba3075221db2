import { useMemo, useState } from 'react';
import {
  IconBrandFigma,
  IconBrandReact,
  IconBrandTypescript,
  IconCode,
  IconDatabase,
} from '@tabler/icons-react';
import { Combobox, type ComboboxOption } from '@atrium/ui/combobox';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { FieldBox, Summary } from './choice/choiceLayout';
import { PEOPLE_OPTIONS, countryOptions } from './choice/choiceData';
import { SHOWCASE_FORMS_NS } from './strings';

const SKILLS = [
  { value: 'react', icon: IconBrandReact },
  { value: 'typescript', icon: IconBrandTypescript },
  { value: 'design', icon: IconBrandFigma },
  { value: 'sql', icon: IconDatabase },
  { value: 'api', icon: IconCode },
] as const;

export default function ComboboxDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const countries = useMemo(
    () => countryOptions(i18n.language, (continent) => t(`combobox.continents.${continent}`)),
    [i18n.language, t],
  );
  const skills: ComboboxOption[] = SKILLS.map(({ value, icon: Icon }) => ({
    value,
    label: t(`combobox.skills.${value}`),
    start: <Icon size={18} aria-hidden="true" />,
  }));
  const [country, setCountry] = useState<string | null>(null);
  const [owner, setOwner] = useState<string | null>('u2');
  const [picked, setPicked] = useState<string[]>(['react', 'design']);
  const [team, setTeam] = useState<string[]>(['u1', 'u5']);
  const [reviewers, setReviewers] = useState<string[]>([]);
  const noOptionsText = t('combobox.noOptions');
  return (
    <>
      <DemoSection title={t('combobox.single')}>
        <FieldBox>
          <Combobox
            label={t('combobox.country')}
            options={countries}
            value={country}
            onChange={setCountry}
            placeholder={t('combobox.typeToFilter')}
            helperText={t('combobox.groupedHelp')}
            noOptionsText={noOptionsText}
          />
        </FieldBox>
        <FieldBox>
          <Combobox
            label={t('combobox.owner')}
            options={PEOPLE_OPTIONS}
            value={owner}
            onChange={setOwner}
            noOptionsText={noOptionsText}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('combobox.multiple')}>
        <FieldBox $width="22rem">
          <Combobox
            multiple
            label={t('combobox.skillsLabel')}
            options={skills}
            value={picked}
            onChange={setPicked}
            placeholder={t('combobox.typeToFilter')}
            helperText={t('combobox.keyboardHelp')}
            noOptionsText={noOptionsText}
          />
          <Summary aria-live="polite">{t('combobox.selectedCount', { count: picked.length })}</Summary>
        </FieldBox>
        <FieldBox $width="22rem">
          <Combobox
            multiple
            label={t('combobox.team')}
            options={PEOPLE_OPTIONS}
            value={team}
            onChange={setTeam}
            noOptionsText={noOptionsText}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('combobox.states')}>
        <FieldBox>
          <Combobox
            multiple
            label={t('combobox.reviewers')}
            options={PEOPLE_OPTIONS}
            value={reviewers}
            onChange={setReviewers}
            error={reviewers.length ? undefined : t('combobox.reviewersRequired')}
            noOptionsText={noOptionsText}
          />
        </FieldBox>
        <FieldBox>
          <Combobox
            label={t('combobox.disabled')}
            options={countries}
            value="MA"
            onChange={() => {}}
            disabled
            noOptionsText={noOptionsText}
          />
        </FieldBox>
        <FieldBox>
          <Combobox
            size="sm"
            label={t('combobox.small')}
            options={skills}
            value={null}
            onChange={() => {}}
            noOptionsText={noOptionsText}
          />
        </FieldBox>
      </DemoSection>
    </>
  );
}
