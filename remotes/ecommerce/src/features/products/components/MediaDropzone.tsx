import { useEffect, useMemo } from 'react';
import { useDropzone } from 'react-dropzone';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconCloudUpload, IconX } from '@tabler/icons-react';
import { autoColumns, IconButton } from '@atrium/ui';

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

const Previews = styled.ul`
  display: grid;
  ${autoColumns('8rem', { fill: true })}
  gap: 0.75rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    border-radius: ${({ theme }) => theme.radius.sm}px;
    padding: 0.5rem;
    font-size: 0.75rem;
    overflow-wrap: anywhere;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    margin-block-end: 0.35rem;
  }
  button {
    position: absolute;
    inset-block-start: 0.25rem;
    inset-inline-end: 0.25rem;
  }
`;

const Rejected = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.palette.error.main};
`;

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Product images by drag and drop (or click); images only, 2 MB each, with previews. */
export function MediaDropzone({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('ecommerce');
  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    accept: { 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] },
    maxSize: MAX_IMAGE_BYTES,
    onDrop: (accepted) => onChange([...files, ...accepted]),
  });
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  return (
    <div>
      <Zone {...getRootProps({ 'aria-label': t('addProduct.media.drop') })} $active={isDragActive}>
        <input {...getInputProps()} aria-label={t('addProduct.media.browse')} />
        <IconCloudUpload size={36} aria-hidden="true" />
        <strong>{t('addProduct.media.drop')}</strong>
        <span>{t('addProduct.media.hint')}</span>
      </Zone>
      {fileRejections.length > 0 && (
        <Rejected role="alert">{t('addProduct.media.rejected', { count: fileRejections.length })}</Rejected>
      )}
      {previews.length > 0 && (
        <Previews aria-label={t('addProduct.media.selected')}>
          {previews.map(({ file, url }, i) => (
            <li key={`${file.name}-${i}`}>
              <img src={url} alt="" />
              {file.name}
              <IconButton
                size="sm"
                aria-label={t('addProduct.media.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <IconX size={16} />
              </IconButton>
            </li>
          ))}
        </Previews>
      )}
    </div>
  );
}
