import { useEffect, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCopy } from '@tabler/icons-react';
import { roleRevision, type Role, type RoleSummary } from '@atrium/contracts';
import { Can, useAbility, useAreaSubjects } from '@atrium/platform';
import { useEditConflict, useZodForm } from '@atrium/platform/forms';
import { Alert, Button, ButtonLink, Dialog, DialogActions, Stack, toast } from '@atrium/ui';
import { EditConflict, FormErrorAlert, FormTextField } from '@atrium/ui/forms';
import { useSaveRole } from '../api/saveRole';
import { editableRules } from '../abilityRules';
import { applySaveError } from '../applySaveError';
import { roleFormSchema, type RoleForm } from '../roleForm';
import { useRoleLabel } from '../../users';
import { AbilitiesField } from './AbilitiesField';
import { SectionTitle } from './SectionTitle';

/** What the dialog is for: a new role, a copy of one (prefilled, saved as new), or one role to edit. */
export type RoleDialogMode =
  { kind: 'add' } | { kind: 'copy'; from: RoleSummary } | { kind: 'edit'; role: RoleSummary };

const Names = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding-inline-start: 1.25rem;
`;

const EMPTY: RoleForm = { name: '', rules: [] };

/**
 * Adds, copies or edits a role: its name and its abilities (subjects × actions). A built-in role, or
 * any role for someone who may not update roles, opens read-only with the reason and a Copy. Also
 * lists the permissions assigned to the role (they add to its abilities), with the way to them.
 */
export function RoleDialog({
  mode,
  onClose,
  onCopy,
}: {
  mode: RoleDialogMode | null;
  onClose: () => void;
  onCopy: (role: RoleSummary) => void;
}) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const ability = useAbility();
  const areas = useAreaSubjects();
  const listed = useMemo(() => [...new Set(areas.flatMap((a) => a.subjects))], [areas]);
  const save = useSaveRole();
  const form = useZodForm<RoleForm>(roleFormSchema, 'admin', { defaultValues: EMPTY });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const rules = useController({ control, name: 'rules' });
  // An edit names the revision of the role as the dialog opened it: the API refuses it (412) when
  // someone else has saved the role since.
  const edit = useEditConflict<Role>(roleRevision);
  const formValues = (role: Role): RoleForm => ({
    name: role.name,
    rules: editableRules(role.rules, listed),
  });

  const role = mode?.kind === 'edit' ? mode.role : null;
  const readOnly = role !== null && (role.builtIn || !ability.can('update', 'Role'));

  // Each opening starts from the role it is for (the subjects listed then); not again while it is open.
  useEffect(() => {
    if (!mode) return;
    if (mode.kind === 'add') reset(EMPTY);
    else if (mode.kind === 'copy')
      reset({
        name: t('roles.copyName', { name: mode.from.name }),
        rules: editableRules(mode.from.rules, listed),
      });
    else reset(formValues(mode.role));
    edit.start(mode.kind === 'edit' ? mode.role : undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening resets the form
  }, [mode]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: role?.id, role: values, revision: edit.revision() });
      edit.saved(saved);
      toast.success(t(role ? 'roles.dialog.saved' : 'roles.dialog.added', { role: roleLabel(saved.name) }));
      onClose();
    } catch (e) {
      if (edit.caught(e)) return;
      applySaveError(e, form, { fields: ['name', 'rules'], nameTaken: t('roles.errors.nameTaken') });
    }
  });

  let title = t('roles.dialog.addTitle');
  if (role)
    title = t(readOnly ? 'roles.dialog.viewTitle' : 'roles.dialog.editTitle', { role: roleLabel(role.name) });

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={readOnly ? undefined : t('roles.dialog.subtitle')}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack $gap={1.5}>
          {readOnly && role && (
            <Alert severity="info">
              {t(role.builtIn ? 'roles.dialog.builtIn' : 'roles.dialog.notAllowed', {
                role: roleLabel(role.name),
              })}
            </Alert>
          )}
          <EditConflict
            conflict={edit.conflict}
            labels={{ name: t('roles.fields.name'), rules: t('roles.dialog.abilitiesTitle') }}
            onLoadTheirs={() => reset(formValues(edit.takeTheirs()))}
            onKeepMine={() => {
              edit.takeTheirs();
              void submit();
            }}
          />
          <FormErrorAlert error={errors.root?.server} />
          <FormTextField control={control} name="name" label={t('roles.fields.name')} readOnly={readOnly} />
          <AbilitiesField
            title={t('roles.dialog.abilitiesTitle')}
            label={t('roles.dialog.abilitiesLabel')}
            value={rules.field.value}
            onChange={rules.field.onChange}
            disabled={readOnly}
            error={rules.fieldState.error?.message}
          />
          <Stack $gap={0.5}>
            <SectionTitle>{t('roles.dialog.permissionsTitle')}</SectionTitle>
            {role && role.permissions.length > 0 ? (
              <Names aria-label={t('roles.dialog.permissionsTitle')}>
                {role.permissions.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </Names>
            ) : (
              <span>{t(role ? 'roles.dialog.noPermissions' : 'roles.dialog.permissionsLater')}</span>
            )}
            <Can I="read" a="Permission">
              <div>
                <ButtonLink to="/apps/permissions" variant="text" size="sm">
                  {t('roles.dialog.permissionsLink')}
                </ButtonLink>
              </div>
            </Can>
          </Stack>
        </Stack>
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={onClose}>
            {t(readOnly ? 'roles.dialog.close' : 'roles.dialog.cancel')}
          </Button>
          {readOnly && role ? (
            <Can I="create" a="Role">
              <Button startIcon={<IconCopy size={18} aria-hidden="true" />} onClick={() => onCopy(role)}>
                {t('roles.copy')}
              </Button>
            </Can>
          ) : (
            <Button type="submit" loading={isSubmitting}>
              {t('roles.dialog.submit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
