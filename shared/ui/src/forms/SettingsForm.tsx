import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { EditConflict } from './EditConflict';
import { FormErrorAlert } from './FormErrorAlert';
import type { FormLevelError } from './formTypes';

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Unsaved = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** What the settings form shows of its controller (`useSettingsForm` of `@atrium/platform/forms`). */
export interface SettingsFormControls {
  submit: (event?: FormEvent) => Promise<void> | void;
  discard: () => void;
  dirty: boolean;
  pending: boolean;
  formError: FormLevelError | null;
  /** Someone else saved meanwhile (see EditConflict); with the two ways on. */
  conflict?: { opened: Record<string, unknown>; theirs: Record<string, unknown> } | null;
  loadTheirs?: () => void;
  keepMine?: () => void;
}

/**
 * A settings form: an edit conflict or the form-level error (if any), its fields, then Save and Discard — Discard goes
 * back to the last saved values and is disabled while nothing changed; "Unsaved changes" says so.
 */
export function SettingsForm({
  label,
  controls,
  children,
  saveLabel,
  conflictLabels,
}: {
  /** Names the form for assistive technology. */
  label: string;
  controls: SettingsFormControls;
  children: ReactNode;
  /** The Save button's text (already translated); "Save changes" by default. */
  saveLabel?: string;
  /** The fields an edit conflict may name, with their labels (translated); none: it names none. */
  conflictLabels?: Record<string, string>;
}) {
  const { t } = useTranslation('ui');
  const { submit, discard, dirty, pending, formError, conflict, loadTheirs, keepMine } = controls;
  return (
    <Form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        // The page never navigates, whatever `submit` does with the event.
        event.preventDefault();
        void submit(event);
      }}
    >
      <EditConflict
        conflict={conflict ?? null}
        labels={conflictLabels ?? {}}
        onLoadTheirs={() => loadTheirs?.()}
        onKeepMine={() => keepMine?.()}
      />
      <FormErrorAlert error={formError} />
      {children}
      <Actions>
        <Button type="submit" loading={pending}>
          {saveLabel ?? t('saveChanges')}
        </Button>
        <Button
          type="button"
          variant="tonal"
          color="secondary"
          disabled={!dirty || pending}
          onClick={discard}
        >
          {t('discard')}
        </Button>
        {dirty && <Unsaved role="status">{t('unsavedChanges')}</Unsaved>}
      </Actions>
    </Form>
  );
}
