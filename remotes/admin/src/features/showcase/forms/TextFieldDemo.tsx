import { useState } from 'react';
import styled from 'styled-components';
import { IconAt, IconCurrencyEuro, IconLock, IconSearch, IconUser } from '@tabler/icons-react';
import { TextField } from '@atrium/ui';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { FieldBox } from './choice/choiceLayout';
import { SHOWCASE_FORMS_NS } from './strings';

const SIZES = ['sm', 'md', 'lg'] as const;

/** Text in an adornment ("https://", "EUR"): quieter than what is typed. */
const AdornmentText = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  white-space: nowrap;
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function TextFieldDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [email, setEmail] = useState('ada@');
  const emailError = EMAIL.test(email) ? undefined : t('textfield.emailInvalid');
  return (
    <>
      <DemoSection title={t('textfield.variants')}>
        {(['outlined', 'filled'] as const).map((variant) => (
          <FieldBox key={variant}>
            <TextField
              variant={variant}
              label={t(`textfield.${variant}`)}
              placeholder={t('textfield.namePlaceholder')}
            />
          </FieldBox>
        ))}
      </DemoSection>

      <DemoSection title={t('sections.sizes')}>
        {SIZES.map((size) => (
          <FieldBox key={size}>
            <TextField size={size} label={t(`sizes.${size}`)} placeholder={t('textfield.namePlaceholder')} />
          </FieldBox>
        ))}
      </DemoSection>

      <DemoSection title={t('textfield.adornments')}>
        <FieldBox>
          <TextField
            type="search"
            label={t('textfield.search')}
            placeholder={t('textfield.searchPlaceholder')}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
          />
        </FieldBox>
        <FieldBox>
          <TextField
            label={t('textfield.website')}
            placeholder="atrium.example"
            startAdornment={<AdornmentText aria-hidden="true">https://</AdornmentText>}
          />
        </FieldBox>
        <FieldBox>
          <TextField
            label={t('textfield.amount')}
            inputMode="decimal"
            startAdornment={<IconCurrencyEuro size={18} aria-hidden="true" />}
            endAdornment={<AdornmentText>EUR</AdornmentText>}
          />
        </FieldBox>
        <FieldBox>
          <TextField
            type="password"
            label={t('textfield.password')}
            defaultValue="correct horse"
            startAdornment={<IconLock size={18} aria-hidden="true" />}
            autoComplete="new-password"
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('textfield.helperAndCounter')}>
        <FieldBox>
          <TextField
            label={t('textfield.username')}
            helperText={t('textfield.usernameHelp')}
            startAdornment={<IconUser size={18} aria-hidden="true" />}
          />
        </FieldBox>
        <FieldBox>
          <TextField
            label={t('textfield.headline')}
            helperText={t('textfield.headlineHelp')}
            maxLength={40}
            showCount
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('textfield.states')}>
        <FieldBox>
          <TextField
            type="email"
            label={t('textfield.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailError}
            helperText={t('textfield.emailHelp')}
            startAdornment={<IconAt size={18} aria-hidden="true" />}
          />
        </FieldBox>
        <FieldBox>
          <TextField label={t('textfield.required')} required placeholder={t('textfield.namePlaceholder')} />
        </FieldBox>
        <FieldBox>
          <TextField label={t('textfield.disabled')} disabled defaultValue={t('textfield.disabledValue')} />
        </FieldBox>
        <FieldBox>
          <TextField
            label={t('textfield.readOnly')}
            readOnly
            defaultValue="INV-2026-0042"
            helperText={t('textfield.readOnlyHelp')}
          />
        </FieldBox>
      </DemoSection>
    </>
  );
}
