import { useEffect } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES, type ProductStatus } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Drawer, Select, Textarea, TextField } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

export interface NewCategory {
  name: string;
  slug: string;
  description: string;
  parent: string;
  status: ProductStatus;
}

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Adds a category: title (unique), slug, parent, status, description — validated at the fields;
 * `onAdd` saves it (the drawer closes once saved, the server's errors show at the fields).
 */
export function AddCategoryDrawer({
  open,
  onOpenChange,
  existing,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing: string[];
  onAdd: (c: NewCategory) => Promise<void>;
}) {
  const { t } = useTranslation('ecommerce');
  const taken = new Set(existing.map((n) => n.toLowerCase()));
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
  const form = useZodForm<NewCategory>(schema, 'ecommerce', {
    defaultValues: { name: '', slug: '', description: '', parent: '', status: 'Published' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!open) form.reset();
  }, [open, form]);

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('categories.add')}
      footer={
        <>
          <Button type="submit" form="add-category-form" loading={isSubmitting}>
            {t('categories.add')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <Form
        id="add-category-form"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await onAdd({ ...values, name: values.name.trim() });
            onOpenChange(false);
          } catch (e) {
            applyApiError(e, form);
          }
        })}
      >
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('categories.form.title')}
          error={errors.name?.message}
          {...form.register('name', {
            onChange: (e: { target: { value: string } }) => {
              if (!form.getFieldState('slug').isDirty) form.setValue('slug', slugify(e.target.value));
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
          options={existing.map((n) => ({
            value: n,
            label: t(`products.category.${n}`, { defaultValue: n }),
          }))}
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
