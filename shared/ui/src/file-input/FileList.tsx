import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconFile, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { IconButton } from '../components/IconButton';
import { formatFileSize } from './formatFileSize';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const Thumb = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.palette.primary.tonal};
  color: ${({ theme }) => theme.palette.primary.text};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Text = styled.span`
  flex: 1;
  min-inline-size: 0;
  display: grid;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 500;
    color: ${({ theme }) => theme.palette.text.primary};
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** An object URL for an image file while it is shown (jsdom and old browsers have none: no preview). */
function usePreview(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    let objectUrl: string;
    try {
      objectUrl = URL.createObjectURL(file);
    } catch {
      // A File from another realm (a test's jsdom under Node's URL) has no object URL: no preview.
      return;
    }
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function FileRow({
  file,
  removeLabel,
  onRemove,
}: {
  file: File;
  removeLabel?: string;
  onRemove?: () => void;
}) {
  const { i18n } = useTranslation();
  const preview = usePreview(file);
  const Icon = file.type === 'application/pdf' ? IconFileTypePdf : IconFile;
  return (
    <Item>
      <Thumb aria-hidden="true">{preview ? <img src={preview} alt="" /> : <Icon size={22} />}</Thumb>
      <Text>
        <strong>{file.name}</strong>
        <span>{formatFileSize(file.size, i18n.language)}</span>
      </Text>
      {onRemove && removeLabel && (
        <IconButton aria-label={removeLabel} size="sm" onClick={onRemove}>
          <IconX size={18} aria-hidden="true" />
        </IconButton>
      )}
    </Item>
  );
}

export interface FileListProps {
  files: File[];
  /** The accessible name of the list, e.g. "Selected files". */
  'aria-label'?: string;
  /** The remove button's name for a file, e.g. `Remove ${name}`; without `onRemove` there is none. */
  removeLabel?: (file: File) => string;
  onRemove?: (file: File) => void;
}

/** Chosen files with name, size and a thumbnail for images, each removable. */
export function FileList({ files, removeLabel, onRemove, ...rest }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <List {...rest}>
      {files.map((file) => (
        <FileRow
          key={`${file.name}-${file.size}-${file.lastModified}`}
          file={file}
          removeLabel={removeLabel?.(file)}
          onRemove={onRemove && (() => onRemove(file))}
        />
      ))}
    </List>
  );
}
