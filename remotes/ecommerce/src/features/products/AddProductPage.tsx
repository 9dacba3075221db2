import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { FormErrorAlert } from '@atrium/ui/forms';
import {
  autoColumns,
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  IconButton,
  PageHeader,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  toast,
} from '@atrium/ui';
import { useCreateProduct } from './api/createProduct';
import { DescriptionEditor } from './components/DescriptionEditor';
import { MediaDropzone } from './components/MediaDropzone';
import {
  emptyProductForm,
  productFormSchema,
  toProductCreate,
  type ProductFormValues,
} from './components/productFormSchema';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`;

const Fields = styled(CardContent)`
  display: grid;
  gap: 1rem;
  ${autoColumns('12rem')}
  & > .wide {
    grid-column: 1 / -1;
  }
`;

const VariantRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) minmax(8rem, 2fr) auto;
  gap: 0.75rem;
  align-items: end;
`;

const VARIANT_OPTIONS = ['size', 'color', 'weight', 'smell'] as const;
const ATTRIBUTES = ['fragile', 'biodegradable', 'frozen', 'expiry'] as const;
const FIELDS = ['productName', 'productBrand', 'category', 'status', 'sku', 'price', 'qty'] as const;

/** Add a product: validated at the fields (server errors too); saving creates it and opens the list. */
export default function AddProductPage() {
  const { t } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [files, setFiles] = useState<File[]>([]);
  const form = useZodForm<ProductFormValues>(productFormSchema, 'ecommerce', {
    defaultValues: emptyProductForm,
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const product = await create.mutateAsync(toProductCreate(values));
      toast.success(t('addProduct.saved', { name: product.productName }));
      navigate(`/apps/ecommerce/product/list?q=${encodeURIComponent(product.productName)}`);
    } catch (e) {
      // The API's fields that have a field here; the rest (e.g. `stock`) above the form.
      applyApiError(e, form, { fields: FIELDS });
    }
  });

  const actions = (
    <>
      {/* Outlined, not tonal: the tonal grey on the page's background (not a card) is under 4.5:1. */}
      <ButtonLink to="/apps/ecommerce/product/list" variant="outlined" color="secondary">
        {t('common.cancel')}
      </ButtonLink>
      <Button type="submit" form="add-product-form" loading={isSubmitting}>
        {t('addProduct.publish')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('addProduct.title')} subtitle={t('addProduct.subtitle')} actions={actions} />
      <form id="add-product-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1.5rem' }} />
        <Layout>
          <Column>
            <Card>
              <CardHeader title={t('addProduct.sections.information')} />
              <Fields>
                <TextField
                  className="wide"
                  label={t('addProduct.fields.name')}
                  error={errors.productName?.message}
                  {...form.register('productName')}
                />
                <TextField
                  label={t('addProduct.fields.sku')}
                  inputMode="numeric"
                  error={errors.sku?.message}
                  {...form.register('sku')}
                />
                <TextField
                  label={t('addProduct.fields.barcode')}
                  error={errors.barcode?.message}
                  {...form.register('barcode')}
                />
                <div className="wide">
                  <Controller
                    control={form.control}
                    name="description"
                    render={({ field }) => (
                      <DescriptionEditor
                        label={t('addProduct.fields.description')}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    )}
                  />
                </div>
              </Fields>
            </Card>

            <Card>
              <CardHeader title={t('addProduct.sections.media')} />
              <CardContent>
                <MediaDropzone files={files} onChange={setFiles} />
              </CardContent>
            </Card>

            <Card>
              <CardHeader title={t('addProduct.sections.variants')} />
              <CardContent style={{ display: 'grid', gap: '1rem' }}>
                {variants.fields.map((field, i) => (
                  <VariantRow key={field.id}>
                    <Select
                      label={t('addProduct.variants.option')}
                      options={VARIANT_OPTIONS.map((o) => ({
                        value: o,
                        label: t(`addProduct.variants.options.${o}`),
                      }))}
                      {...form.register(`variants.${i}.option`)}
                    />
                    <TextField
                      label={t('addProduct.variants.value')}
                      error={errors.variants?.[i]?.value?.message}
                      {...form.register(`variants.${i}.value`)}
                    />
                    <IconButton
                      aria-label={t('addProduct.variants.remove', { n: i + 1 })}
                      onClick={() => variants.remove(i)}
                    >
                      <IconTrash size={20} />
                    </IconButton>
                  </VariantRow>
                ))}
                <div>
                  <Button
                    variant="tonal"
                    startIcon={<IconPlus size={18} />}
                    onClick={() => variants.append({ option: 'size', value: '' })}
                  >
                    {t('addProduct.variants.add')}
                  </Button>
                </div>
              </CardContent>
            </Card>

            <Card>
              <CardHeader title={t('addProduct.sections.inventory')} />
              <CardContent>
                <Tabs defaultValue="restock" orientation="horizontal">
                  <TabList aria-label={t('addProduct.sections.inventory')} variant="pills">
                    {(['restock', 'shipping', 'delivery', 'attributes', 'advanced'] as const).map((tab) => (
                      <Tab key={tab} value={tab}>
                        {t(`addProduct.inventory.${tab}`)}
                      </Tab>
                    ))}
                  </TabList>
                  <TabPanel value="restock">
                    <TextField
                      label={t('addProduct.fields.qty')}
                      inputMode="numeric"
                      error={errors.qty?.message}
                      {...form.register('qty')}
                    />
                  </TabPanel>
                  <TabPanel value="shipping">
                    <Controller
                      control={form.control}
                      name="shipping"
                      render={({ field }) => (
                        <RadioGroup
                          aria-label={t('addProduct.inventory.shipping')}
                          value={field.value}
                          onValueChange={field.onChange}
                        >
                          <Radio value="seller" label={t('addProduct.inventory.bySeller')} />
                          <Radio value="company" label={t('addProduct.inventory.byCompany')} />
                        </RadioGroup>
                      )}
                    />
                  </TabPanel>
                  <TabPanel value="delivery">
                    <Controller
                      control={form.control}
                      name="delivery"
                      render={({ field }) => (
                        <RadioGroup
                          aria-label={t('addProduct.inventory.delivery')}
                          value={field.value}
                          onValueChange={field.onChange}
                        >
                          <Radio value="worldwide" label={t('addProduct.inventory.worldwide')} />
                          <Radio value="selected" label={t('addProduct.inventory.selected')} />
                          <Radio value="local" label={t('addProduct.inventory.local')} />
                        </RadioGroup>
                      )}
                    />
                  </TabPanel>
                  <TabPanel value="attributes">
                    <Controller
                      control={form.control}
                      name="attributes"
                      render={({ field }) => (
                        <Stack $gap={0.75}>
                          {ATTRIBUTES.map((a) => (
                            <Checkbox
                              key={a}
                              label={t(`addProduct.inventory.attr.${a}`)}
                              checked={field.value.includes(a)}
                              onCheckedChange={(v) =>
                                field.onChange(
                                  v === true ? [...field.value, a] : field.value.filter((x) => x !== a),
                                )
                              }
                            />
                          ))}
                        </Stack>
                      )}
                    />
                  </TabPanel>
                  <TabPanel value="advanced">
                    <TextField label={t('addProduct.fields.barcode')} {...form.register('barcode')} />
                  </TabPanel>
                </Tabs>
              </CardContent>
            </Card>
          </Column>

          <Column>
            <Card>
              <CardHeader title={t('addProduct.sections.pricing')} />
              <CardContent style={{ display: 'grid', gap: '1rem' }}>
                <TextField
                  label={t('addProduct.fields.price')}
                  inputMode="decimal"
                  error={errors.price?.message}
                  {...form.register('price')}
                />
                <TextField
                  label={t('addProduct.fields.discountedPrice')}
                  inputMode="decimal"
                  error={errors.discountedPrice?.message}
                  {...form.register('discountedPrice')}
                />
                <Controller
                  control={form.control}
                  name="chargeTax"
                  render={({ field }) => (
                    <Checkbox
                      label={t('addProduct.fields.chargeTax')}
                      checked={field.value}
                      onCheckedChange={(v) => field.onChange(v === true)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="stock"
                  render={({ field }) => (
                    <Switch
                      label={t('addProduct.fields.inStock')}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  )}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('addProduct.sections.organize')} />
              <CardContent style={{ display: 'grid', gap: '1rem' }}>
                <TextField
                  label={t('addProduct.fields.vendor')}
                  error={errors.productBrand?.message}
                  {...form.register('productBrand')}
                />
                <Select
                  label={t('addProduct.fields.category')}
                  placeholder={t('addProduct.fields.chooseCategory')}
                  options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`products.category.${c}`) }))}
                  error={errors.category?.message}
                  {...form.register('category')}
                />
                <TextField label={t('addProduct.fields.collection')} {...form.register('collection')} />
                <Select
                  label={t('addProduct.fields.status')}
                  options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.status.${s}`) }))}
                  error={errors.status?.message}
                  {...form.register('status')}
                />
                <TextField
                  label={t('addProduct.fields.tags')}
                  helperText={t('addProduct.fields.tagsHint')}
                  {...form.register('tags')}
                />
              </CardContent>
            </Card>
          </Column>
        </Layout>
      </form>
    </>
  );
}
