import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@atrium/ui';

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 0.75rem;
`;

const Unsaved = styled.span`
  margin-inline-end: auto;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** A settings section's form: its cards, a server error if any, then Discard and Save. */
export function SettingsForm({
  label,
  onSubmit,
  onDiscard,
  dirty,
  submitting,
  serverError,
  children,
}: {
  /** Names the form for assistive technology (the section's title). */
  label: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  onDiscard: () => void;
  dirty: boolean;
  submitting: boolean;
  serverError: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <Form aria-label={label} noValidate onSubmit={(e) => void onSubmit(e)}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      {children}
      <Actions>
        {dirty && <Unsaved role="status">{t('settings.unsaved')}</Unsaved>}
        <Button
          type="button"
          variant="tonal"
          color="secondary"
          disabled={!dirty || submitting}
          onClick={onDiscard}
        >
          {t('settings.discard')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('settings.save')}
        </Button>
      </Actions>
    </Form>
  );
}

/** A grid of fields inside a card. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  & > .wide {
    grid-column: 1 / -1;
  }
`;

/** A stack of controls (switches, checkboxes) inside a card. */
export const ControlStack = styled.div`
  display: grid;
  gap: 1rem;
`;

/** A group of checkboxes with a visible name. */
export const CheckboxGroup = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    padding: 0;
    margin-block-end: 0.5rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.primary};
  }
  .options {
    display: grid;
    gap: 0.75rem 1rem;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  }
`;
