import { useEffect } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { categoryRevision, PRODUCT_STATUSES, type CustomCategory } from '@atrium/contracts';
import { applyApiError, useEditConflict, useZodForm } from '@atrium/platform/forms';
import { Button, Drawer, Select, Textarea, TextField } from '@atrium/ui';
import { EditConflict, FormErrorAlert } from '@atrium/ui/forms';
import { isBuiltInCategory } from '../../products';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

export type NewCategory = CustomCategory;

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const EMPTY: CustomCategory = { name: '', slug: '', description: '', parent: '', status: 'Published' };
const FIELDS = ['name', 'slug', 'description', 'parent', 'status'] as const;

/**
 * Adds a category, or edits an added one (`editing`): title (unique), slug, parent, status,
 * description — validated at the fields; `onSave` saves it with the revision the drawer opened (the
 * drawer closes once saved; the server's errors show at the fields, a 412 as the edit conflict).
 * `categories`: every category's name, built-in and added.
 */
export function CategoryDrawer({
  open,
  onOpenChange,
  categories,
  editing,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: string[];
  editing?: CustomCategory | null;
  onSave: (c: NewCategory, revision?: string) => Promise<void>;
}) {
  const { t } = useTranslation('ecommerce');
  // The category's own name (in any case) is not "taken" by itself.
  const others = categories.filter((n) => n !== editing?.name);
  const taken = new Set(others.map((n) => n.toLowerCase()));
  // Messages are translation keys of the ecommerce area (see the forms toolkit).
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, 'forms.required')
      .refine((v) => !taken.has(v.toLowerCase()), 'categories.form.exists'),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'categories.form.slugInvalid'),
    description: z.string(),
    parent: z.string(),
    status: z.enum(PRODUCT_STATUSES),
  });
  const form = useZodForm<NewCategory>(schema, 'ecommerce', { defaultValues: EMPTY });
  const edit = useEditConflict(categoryRevision, editing ?? undefined);
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const { start } = edit;
  useEffect(() => {
    // Each opening starts from the category as it is (or empty), with its revision.
    if (open) {
      reset(editing ?? EMPTY);
      start(editing ?? undefined);
    }
  }, [open, editing, reset, start]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({ ...values, name: values.name.trim() }, editing ? edit.revision() : undefined);
      onOpenChange(false);
    } catch (e) {
      if (edit.caught(e)) return;
      applyApiError(e, form);
    }
  });
  const title = editing ? t('categories.editTitle', { name: editing.name }) : t('categories.add');

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button type="submit" form="category-form" loading={isSubmitting}>
            {editing ? t('categories.save') : t('categories.add')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <Form id="category-form" noValidate aria-label={title} onSubmit={(e) => void submit(e)}>
        <EditConflict
          conflict={edit.conflict}
          labels={Object.fromEntries(
            FIELDS.map((f) => [f, t(`categories.form.${f === 'name' ? 'title' : f}`)]),
          )}
          onLoadTheirs={() => form.reset(edit.takeTheirs())}
          onKeepMine={() => {
            edit.takeTheirs();
            void submit();
          }}
        />
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('categories.form.title')}
          error={errors.name?.message}
          {...form.register('name', {
            onChange: (e: { target: { value: string } }) => {
              // A new category's slug follows its title until typed; an edited one keeps its slug.
              if (!editing && !form.getFieldState('slug').isDirty)
                form.setValue('slug', slugify(e.target.value));
            },
          })}
        />
        <TextField
          label={t('categories.form.slug')}
          dir="ltr"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Select
          label={t('categories.form.parent')}
          placeholder={t('categories.form.none')}
          options={others.map((n) => ({
            value: n,
            label: isBuiltInCategory(n) ? t(`products.category.${n}`) : n,
          }))}
          error={errors.parent?.message}
          {...form.register('parent')}
        />
        <Select
          label={t('categories.form.status')}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`categories.status.${s}`) }))}
          {...form.register('status')}
        />
        <Textarea label={t('categories.form.description')} rows={4} {...form.register('description')} />
      </Form>
    </Drawer>
  );
}
