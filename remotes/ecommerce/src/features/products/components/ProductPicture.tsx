import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useController, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import { ApiError, scalePicture } from '@atrium/platform';
import { Button, CircularProgress } from '@atrium/ui';
import { useUploadProductImage } from '../api/uploadProductImage';
import type { ProductFormValues } from './productFormSchema';

const Zone = styled.div<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 2rem 1rem;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.palette.primary.main : theme.palette.divider)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  text-align: center;
  color: ${({ theme }) => theme.palette.text.secondary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
  }
`;

const Shown = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin: 0 0 1rem;
  img {
    inline-size: 10rem;
    block-size: 10rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    border: 1px solid ${({ theme }) => theme.palette.divider};
  }
`;

const Problem = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.palette.error.main};
`;

/** What a picture may be before it is scaled (the page scales it to PICTURE_SIDE and sends that). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The side a product's picture is kept at: the largest the screens show it, twice for sharp screens. */
const PICTURE_SIDE = 800;

/**
 * The product's picture: dropped or chosen, scaled in the browser, uploaded at once, and shown from
 * where the API serves it — the form's `image` is that address, so what is shown is what is saved.
 */
export function ProductPicture({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation('ecommerce');
  const { field } = useController({ control, name: 'image' });
  const upload = useUploadProductImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const take = async (file: File) => {
    setProblem(null);
    setWorking(true);
    try {
      const scaled = await scalePicture(file, PICTURE_SIDE);
      if (!scaled) {
        setProblem(t('addProduct.media.unreadable'));
        return;
      }
      field.onChange((await upload.mutateAsync(scaled)).url);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('addProduct.media.failed'));
    } finally {
      setWorking(false);
    }
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] },
    maxSize: MAX_IMAGE_BYTES,
    multiple: false,
    disabled: working,
    onDrop: (accepted, rejected) => {
      if (rejected.length) setProblem(t('addProduct.media.rejected'));
      else if (accepted[0]) void take(accepted[0]);
    },
  });

  return (
    <div aria-busy={working}>
      {field.value && (
        <Shown>
          <img src={field.value} alt={t('addProduct.media.current')} />
          <Button
            variant="tonal"
            color="secondary"
            startIcon={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => field.onChange('')}
          >
            {t('addProduct.media.remove')}
          </Button>
        </Shown>
      )}
      <Zone {...getRootProps({ 'aria-label': t('addProduct.media.drop') })} $active={isDragActive}>
        <input {...getInputProps()} aria-label={t('addProduct.media.browse')} />
        {working ? <CircularProgress size={36} /> : <IconCloudUpload size={36} aria-hidden="true" />}
        <strong>{t(field.value ? 'addProduct.media.replace' : 'addProduct.media.drop')}</strong>
        <span>{t('addProduct.media.hint')}</span>
      </Zone>
      {problem && <Problem role="alert">{problem}</Problem>}
    </div>
  );
}
