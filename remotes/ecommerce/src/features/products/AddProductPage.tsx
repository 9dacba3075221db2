import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { FormErrorAlert } from '@atrium/ui/forms';
import { Button, ButtonLink, PageHeader, toast } from '@atrium/ui';
import { useCreateProduct } from './api/createProduct';
import { ProductFormFields } from './components/ProductFormFields';
import {
  emptyProductForm,
  PRODUCT_FIELDS,
  productFormSchema,
  toProductSave,
  type ProductFormValues,
} from './components/productFormSchema';

/** Add a product: validated at the fields (server errors too); saving creates it and opens the list. */
export default function AddProductPage() {
  const { t } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const create = useCreateProduct();
  const form = useZodForm<ProductFormValues>(productFormSchema, 'ecommerce', {
    defaultValues: emptyProductForm,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const product = await create.mutateAsync(toProductSave(values));
      toast.success(t('addProduct.saved', { name: product.productName }));
      navigate(`/apps/ecommerce/product/list?q=${encodeURIComponent(product.productName)}`);
    } catch (e) {
      applyApiError(e, form, { fields: PRODUCT_FIELDS });
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
        <ProductFormFields form={form} />
      </form>
    </>
  );
}
