import { useMemo, useState } from 'react';
import { Select, type SelectOption } from '@atrium/ui';
import { Combobox } from '@atrium/ui/combobox';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { FieldBox } from './choice/choiceLayout';
import { countryOptions } from './choice/choiceData';
import { SHOWCASE_FORMS_NS } from './strings';

const SIZES = ['sm', 'md', 'lg'] as const;
const ROLES = ['admin', 'editor', 'author', 'viewer'] as const;
const STATUSES = ['active', 'pending', 'suspended'] as const;

export default function SelectDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const roles: SelectOption[] = ROLES.map((value) => ({ value, label: t(`select.roles.${value}`) }));
  const grouped: SelectOption[] = [
    ...(['apple', 'pear', 'peach'] as const).map((value) => ({
      value,
      label: t(`select.food.${value}`),
      group: t('select.food.fruits'),
    })),
    ...(['carrot', 'leek', 'spinach'] as const).map((value) => ({
      value,
      label: t(`select.food.${value}`),
      group: t('select.food.vegetables'),
    })),
  ];
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [role, setRole] = useState('');
  const [country, setCountry] = useState<string | null>('FR');
  const [languages, setLanguages] = useState<string[]>(['FR', 'MA']);
  return (
    <>
      <DemoSection title={t('select.native')}>
        <FieldBox>
          <Select
            label={t('select.role')}
            placeholder={t('select.rolePlaceholder')}
            options={roles}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            helperText={t('select.roleHelp')}
          />
        </FieldBox>
        <FieldBox>
          <Select variant="filled" label={t('select.filled')} options={roles} defaultValue="editor" />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('sections.sizes')}>
        {SIZES.map((size) => (
          <FieldBox key={size} $width="12rem">
            <Select
              size={size}
              label={t(`sizes.${size}`)}
              options={STATUSES.map((value) => ({ value, label: t(`select.statuses.${value}`) }))}
            />
          </FieldBox>
        ))}
      </DemoSection>

      <DemoSection title={t('select.grouped')}>
        <FieldBox>
          <Select
            label={t('select.food.label')}
            placeholder={t('select.food.placeholder')}
            options={grouped}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('select.searchable')}>
        <FieldBox>
          <Combobox
            label={t('select.country')}
            options={countries}
            value={country}
            onChange={setCountry}
            placeholder={t('select.typeToFilter')}
            helperText={t('select.accentsHelp')}
            noOptionsText={t('select.noOptions')}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('select.multipleChips')}>
        <FieldBox $width="24rem">
          <Combobox
            multiple
            label={t('select.countries')}
            options={countries}
            value={languages}
            onChange={setLanguages}
            placeholder={t('select.typeToFilter')}
            helperText={t('select.chipsHelp')}
            noOptionsText={t('select.noOptions')}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('select.states')}>
        <FieldBox>
          <Select label={t('select.disabled')} options={roles} defaultValue="viewer" disabled />
        </FieldBox>
        <FieldBox>
          <Select
            label={t('select.role')}
            required
            placeholder={t('select.rolePlaceholder')}
            options={roles}
            error={t('select.roleRequired')}
          />
        </FieldBox>
      </DemoSection>
    </>
  );
}
