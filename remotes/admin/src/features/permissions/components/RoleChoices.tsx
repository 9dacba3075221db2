import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, ErrorState, Skeleton } from '@atrium/ui';
import { FieldErrorText } from '@atrium/ui/forms';
import { useRoles } from '../../roles';
import { useRoleLabel } from '../../users';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: 0.5rem;
  font-size: 1rem;
  font-weight: 500;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: 0.5rem 1rem;
`;

/** The roles a permission is assigned to: one box per existing role (GET /api/apps/roles). */
export function RoleChoices({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const roles = useRoles();
  const errorId = useId();
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value.filter((r) => r !== name), name] : value.filter((r) => r !== name));

  let choices;
  if (roles.error)
    choices = <ErrorState message={roles.error.message} onRetry={() => void roles.refetch()} />;
  else if (!roles.data) choices = <Skeleton $height="2.5rem" role="status" aria-label={t('roles.loading')} />;
  else
    choices = (
      <Choices>
        {roles.data.map((role) => (
          <Checkbox
            key={role.id}
            label={roleLabel(role.name)}
            checked={value.includes(role.name)}
            onCheckedChange={(on) => toggle(role.name, on === true)}
            invalid={!!error}
          />
        ))}
      </Choices>
    );

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{t('permissions.fields.roles')}</Legend>
      {choices}
      <FieldErrorText id={errorId} message={error} />
    </Fieldset>
  );
}
