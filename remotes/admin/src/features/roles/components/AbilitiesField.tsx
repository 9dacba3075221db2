import { useId } from 'react';
import { Stack } from '@atrium/ui';
import { FieldErrorText } from '@atrium/ui/forms';
import { AbilityMatrix, type AbilityMatrixProps } from './AbilityMatrix';
import { SectionTitle } from './SectionTitle';

/**
 * A dialog's abilities, for a role or a permission: a section heading over the subjects × actions
 * matrix, and the field's message under it when there is one.
 */
export function AbilitiesField({
  title,
  error,
  ...matrix
}: AbilityMatrixProps & {
  /** The section's heading. */
  title: string;
  error?: string;
}) {
  const errorId = useId();
  return (
    <Stack $gap={0.5}>
      <SectionTitle>{title}</SectionTitle>
      <AbilityMatrix {...matrix} />
      <FieldErrorText id={errorId} message={error} />
    </Stack>
  );
}
