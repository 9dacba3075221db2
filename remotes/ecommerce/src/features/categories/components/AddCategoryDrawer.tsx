import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES, type ProductStatus } from '@atrium/contracts';
import { Button, Drawer, Select, Textarea, TextField } from '@atrium/ui';

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

/** Adds a category: title (unique), slug, parent, status, description — validated at the fields. */
export function AddCategoryDrawer({
  open,
  onOpenChange,
  existing,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing: string[];
  onAdd: (c: NewCategory) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, t('forms.required'))
      .refine((v) => !taken.has(v.toLowerCase()), t('categories.form.exists')),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, t('categories.form.slugInvalid')),
    description: z.string(),
    parent: z.string(),
    status: z.enum(PRODUCT_STATUSES),
  });
  const form = useForm<NewCategory>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', slug: '', description: '', parent: '', status: 'Published' },
  });
  const { errors } = form.formState;
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
          <Button type="submit" form="add-category-form">
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
        onSubmit={form.handleSubmit((values) => {
          onAdd({ ...values, name: values.name.trim() });
          onOpenChange(false);
        })}
      >
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
