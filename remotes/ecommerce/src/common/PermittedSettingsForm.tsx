import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { useAbility, type AbilityAction, type AbilitySubject } from '@atrium/platform';
import { SettingsForm } from '@atrium/ui/forms';

// Laid out like SettingsForm's own form, so the fields sit where they would with Save and Discard.
const ReadOnlyFields = styled.fieldset`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

/**
 * A settings form for someone who may save it (`can`: the action and subject its save call needs).
 * Anyone else sees the same fields, disabled, with no Save or Discard: the API would refuse the save.
 */
export function PermittedSettingsForm({
  can: [action, subject],
  ...props
}: ComponentProps<typeof SettingsForm> & { can: readonly [AbilityAction, AbilitySubject] }) {
  const allowed = useAbility().can(action, subject);
  if (allowed) return <SettingsForm {...props} />;
  return (
    <ReadOnlyFields disabled aria-label={props.label}>
      {props.children}
    </ReadOnlyFields>
  );
}
