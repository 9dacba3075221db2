import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { productRevision, type ProductDetail } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { applyApiError, useEditConflict, useZodForm } from '@atrium/platform/forms';
import { EditConflict, FormErrorAlert } from '@atrium/ui/forms';
import { Button, ButtonLink, Card, CardContent, ErrorState, PageHeader, Skeleton, toast } from '@atrium/ui';
import { NotFoundState } from '../../common/NotFoundState';
import { errorMessage } from '../../common/errorMessage';
import { useProduct } from './api/getProduct';
import { useUpdateProduct } from './api/updateProduct';
import { ProductFormFields } from './components/ProductFormFields';
import {
  PRODUCT_FIELDS,
  productFormSchema,
  productFormValuesOf,
  toProductSave,
  type ProductFormValues,
} from './components/productFormSchema';

const LIST = '/apps/ecommerce/product/list';

/** What an edit conflict names: the product's fields, by their labels. */
const LABELS: Record<string, string> = {
  productName: 'addProduct.fields.name',
  productBrand: 'addProduct.fields.vendor',
  category: 'addProduct.fields.category',
  status: 'addProduct.fields.status',
  sku: 'addProduct.fields.sku',
  price: 'addProduct.fields.price',
  qty: 'addProduct.fields.qty',
  stock: 'addProduct.fields.inStock',
  description: 'addProduct.fields.description',
  barcode: 'addProduct.fields.barcode',
  tags: 'addProduct.fields.tags',
  variants: 'addProduct.sections.variants',
  collection: 'addProduct.fields.collection',
  discountedPrice: 'addProduct.fields.discountedPrice',
  chargeTax: 'addProduct.fields.chargeTax',
  shipping: 'addProduct.inventory.shipping',
  delivery: 'addProduct.inventory.delivery',
  attributes: 'addProduct.inventory.attributes',
};

/** The product's form, filled with it; saving sends the revision it opened (a 412 shows the conflict). */
function EditProductForm({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('ecommerce');
  const update = useUpdateProduct();
  const form = useZodForm<ProductFormValues>(productFormSchema, 'ecommerce', {
    defaultValues: productFormValuesOf(product),
  });
  const edit = useEditConflict(productRevision, product);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        id: product.id,
        product: toProductSave(values),
        revision: edit.revision(),
      });
      edit.saved(saved);
      form.reset(productFormValuesOf(saved));
      toast.success(t('editProduct.saved', { name: saved.productName }));
    } catch (e) {
      if (edit.caught(e)) return;
      applyApiError(e, form, { fields: PRODUCT_FIELDS });
    }
  });

  const actions = (
    <>
      <ButtonLink to={LIST} variant="outlined" color="secondary">
        {t('editProduct.backToList')}
      </ButtonLink>
      <Button type="submit" form="edit-product-form" loading={isSubmitting}>
        {t('editProduct.save')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('editProduct.title')} subtitle={product.productName} actions={actions} />
      <form
        id="edit-product-form"
        noValidate
        aria-label={t('editProduct.title')}
        onSubmit={(e) => void submit(e)}
      >
        <EditConflict
          conflict={edit.conflict}
          labels={Object.fromEntries(Object.entries(LABELS).map(([field, key]) => [field, t(key)]))}
          onLoadTheirs={() => form.reset(productFormValuesOf(edit.takeTheirs()))}
          onKeepMine={() => {
            edit.takeTheirs();
            void submit();
          }}
        />
        <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1.5rem' }} />
        <ProductFormFields form={form} />
      </form>
    </>
  );
}

/** /apps/ecommerce/product/edit/:id — every field of a product, saved through the API. */
export default function EditProductPage() {
  const { t } = useTranslation('ecommerce');
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : Number.NaN;
  const product = useProduct(id);
  const back = { backTo: LIST, backLabel: t('editProduct.backToList') };
  if (!Number.isInteger(id) || id < 1 || (product.error instanceof ApiError && product.error.status === 404))
    return <NotFoundState title={t('editProduct.notFound')} {...back} />;
  if (product.error)
    return (
      <Card>
        <ErrorState
          message={errorMessage(product.error) ?? undefined}
          onRetry={() => void product.refetch()}
        />
      </Card>
    );
  if (!product.data)
    return (
      <Card>
        <CardContent>
          <Skeleton $height="30rem" />
        </CardContent>
      </Card>
    );
  // Another product (or the same one saved elsewhere and loaded again) starts the form afresh.
  return <EditProductForm key={product.data.id} product={product.data} />;
}
