import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PRODUCT_ATTRIBUTES, PRODUCT_STATUSES, PRODUCT_VARIANT_OPTIONS } from '@atrium/contracts';
import {
  autoColumns,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  IconButton,
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
} from '@atrium/ui';
import { DescriptionEditor } from './DescriptionEditor';
import { ProductPicture } from './ProductPicture';
import { useCategoryOptions } from './useCategoryOptions';
import type { ProductFormValues } from './productFormSchema';

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

/**
 * Every field of a product, in the cards the add and edit pages share: what is typed here is what the
 * API saves, the picture too (uploaded as it is chosen).
 */
export function ProductFormFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('ecommerce');
  const categories = useCategoryOptions();
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const { errors } = form.formState;
  return (
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
            <ProductPicture control={form.control} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader title={t('addProduct.sections.variants')} />
          <CardContent style={{ display: 'grid', gap: '1rem' }}>
            {variants.fields.map((field, i) => (
              <VariantRow key={field.id}>
                <Select
                  label={t('addProduct.variants.option')}
                  options={PRODUCT_VARIANT_OPTIONS.map((o) => ({
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
                      {PRODUCT_ATTRIBUTES.map((a) => (
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
              options={categories}
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
  );
}
