import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { permissionRevision, type Permission } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { useEditConflict, useZodForm } from '@atrium/platform/forms';
import { Button, Dialog, DialogActions, Stack, toast } from '@atrium/ui';
import { EditConflict, FormErrorAlert, FormTextField } from '@atrium/ui/forms';
import { AbilitiesField, applySaveError, editableRules, invalidateAccess } from '../../roles';
import { useRoleLabel } from '../../users';
import { useSavePermission } from '../api/savePermission';
import { permissionFormSchema, type PermissionForm } from '../permissionForm';
import { RoleChoices } from './RoleChoices';

/** What the dialog is for: a new permission, or one to edit. */
export type PermissionDialogMode = { kind: 'add' } | { kind: 'edit'; permission: Permission };

const EMPTY: PermissionForm = { name: '', assignedTo: [], abilities: [] };

/** A permission as the form holds it: its abilities as the editor shows them (read, create, update, delete). */
const formValues = ({ name, assignedTo, abilities }: Permission): PermissionForm => ({
  name,
  assignedTo,
  abilities: editableRules(abilities, []),
});

/** The roles the API did not know (a role deleted since the dialog listed them). */
const unknownRolesOf = (error: unknown): string[] => {
  const roles =
    error instanceof ApiError ? (error.body as { unknownRoles?: unknown } | null)?.unknownRoles : null;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
};

/**
 * Adds or edits a permission: its name, the roles it is assigned to (chosen among the existing ones)
 * and the abilities it grants them, in the same matrix as a role's.
 */
export function PermissionDialog({
  mode,
  onClose,
}: {
  mode: PermissionDialogMode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const client = useQueryClient();
  const save = useSavePermission();
  const form = useZodForm<PermissionForm>(permissionFormSchema, 'admin', { defaultValues: EMPTY });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const assignedTo = useController({ control, name: 'assignedTo' });
  const abilities = useController({ control, name: 'abilities' });
  const permission = mode?.kind === 'edit' ? mode.permission : null;
  // An edit names the revision of the permission as the dialog opened it: the API refuses it (412)
  // when someone else has saved the permission since.
  const edit = useEditConflict(permissionRevision);
  const startEdit = edit.start;

  // Each opening starts from the permission it is for.
  useEffect(() => {
    if (!mode) return;
    reset(mode.kind === 'add' ? EMPTY : formValues(mode.permission));
    startEdit(mode.kind === 'edit' ? mode.permission : undefined);
  }, [mode, reset, startEdit]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: permission?.id,
        permission: values,
        revision: edit.revision(),
      });
      edit.saved(saved);
      toast.success(t(permission ? 'permissions.saved' : 'permissions.added', { name: saved.name }));
      onClose();
    } catch (e) {
      if (edit.caught(e)) return;
      applySaveError(e, form, {
        fields: ['name', 'assignedTo', 'abilities'],
        nameTaken: t('permissions.errors.nameTaken'),
      });
      // A role deleted since the dialog listed them: the field names it in the page's language.
      const unknown = unknownRolesOf(e);
      if (unknown.length) {
        setError('assignedTo', {
          type: 'server',
          message: t('permissions.errors.unknownRoles', {
            count: unknown.length,
            roles: unknown.map(roleLabel).join(t('roles.matrix.listSeparator')),
          }),
        });
        void invalidateAccess(client);
      }
    }
  });

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={permission ? t('permissions.editTitle', { name: permission.name }) : t('permissions.addTitle')}
      description={t('permissions.dialogSubtitle')}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack $gap={1.5}>
          <EditConflict
            conflict={edit.conflict}
            labels={{
              name: t('permissions.fields.name'),
              assignedTo: t('permissions.fields.roles'),
              abilities: t('permissions.fields.abilities'),
            }}
            onLoadTheirs={() => reset(formValues(edit.takeTheirs()))}
            onKeepMine={() => {
              edit.takeTheirs();
              void submit();
            }}
          />
          <FormErrorAlert error={errors.root?.server} />
          <FormTextField control={control} name="name" label={t('permissions.fields.name')} />
          <RoleChoices
            value={assignedTo.field.value}
            onChange={assignedTo.field.onChange}
            error={assignedTo.fieldState.error?.message}
          />
          <AbilitiesField
            title={t('permissions.fields.abilities')}
            label={t('permissions.fields.abilities')}
            value={abilities.field.value}
            onChange={abilities.field.onChange}
            error={abilities.fieldState.error?.message}
          />
        </Stack>
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={onClose}>
            {t('permissions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('permissions.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
