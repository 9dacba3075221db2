import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconCloudUpload } from '@tabler/icons-react';
import { HelperText, Label } from '../components/TextField';
import type { RejectedFile } from './fileSelection';
import { FileList } from './FileList';
import { useFileDropzone, type FileSelectionProps } from './useFileDropzone';

/** The dropzone's strings, given by the area in the page's language. */
export interface FileDropzoneLabels {
  /** "Drag and drop files here, or press to browse". */
  prompt: string;
  /** Shown while files are dragged over it: "Drop the files here". */
  dragActive: string;
  /** The list's name: "Selected files". */
  selected: string;
  /** A file's remove button: `Remove ${file.name}`. */
  remove: (file: File) => string;
  /** Why a file was turned away, e.g. "photo.gif is not an accepted type". */
  rejection: (rejected: RejectedFile) => string;
}

export interface FileDropzoneProps extends FileSelectionProps {
  label?: string;
  helperText?: string;
  /** A form's error for the field (e.g. required), shown under it. */
  error?: string;
  labels: FileDropzoneLabels;
  icon?: ReactNode;
  className?: string;
}

const Field = styled.div`
  display: grid;
  gap: 0.75rem;
  min-inline-size: 0;
`;

const Zone = styled.div<{ $active: boolean; $invalid: boolean; $disabled: boolean }>`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 2rem 1rem;
  border: 2px dashed
    ${({ theme, $active, $invalid }) =>
      $invalid ? theme.palette.error.main : $active ? theme.palette.primary.main : theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme, $active }) => ($active ? theme.palette.primary.tonal : 'transparent')};
  color: ${({ theme }) => theme.palette.text.secondary};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  transition:
    border-color 0.15s,
    background-color 0.15s;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.primary.tonal};
  color: ${({ theme }) => theme.palette.primary.text};
`;

const Prompt = styled.span`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Errors = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.error.text};
`;

/**
 * A drop area for files (react-dropzone): drag files onto it, or focus it and press Enter or Space (or
 * click) to browse. Single or multiple, with type, size and count limits; each refused file gets its
 * own message (announced), and the chosen files are listed with size, image preview and remove.
 */
export function FileDropzone({
  label,
  helperText,
  error,
  labels,
  icon,
  className,
  ...selection
}: FileDropzoneProps) {
  const id = useId();
  const { getRootProps, getInputProps, isDragActive, rejections, remove } = useFileDropzone(selection);
  const { disabled = false, files } = selection;
  const invalid = !!error || rejections.length > 0;
  const describedBy = [helperText && `${id}-helper`, invalid && `${id}-errors`].filter(Boolean).join(' ');
  return (
    <Field className={className}>
      {label && (
        <Label as="span" id={`${id}-label`}>
          {label}
        </Label>
      )}
      {/* Beside the zone, not in it: a button holds no other control (the zone opens it). */}
      <input {...getInputProps({ 'aria-labelledby': label ? `${id}-label` : undefined })} />
      <Zone
        {...getRootProps({
          role: 'button',
          'aria-labelledby': [label && `${id}-label`, `${id}-prompt`].filter(Boolean).join(' '),
          'aria-describedby': describedBy || undefined,
          'aria-disabled': disabled || undefined,
          tabIndex: disabled ? -1 : 0,
        })}
        $active={isDragActive}
        $invalid={invalid}
        $disabled={disabled}
      >
        <Badge aria-hidden="true">{icon ?? <IconCloudUpload size={26} />}</Badge>
        <Prompt id={`${id}-prompt`}>{isDragActive ? labels.dragActive : labels.prompt}</Prompt>
        {helperText && <HelperText id={`${id}-helper`}>{helperText}</HelperText>}
      </Zone>
      <div id={`${id}-errors`} role="alert">
        {error && <HelperText $error>{error}</HelperText>}
        {rejections.length > 0 && (
          <Errors>
            {rejections.map((rejected, index) => (
              <li key={index}>{labels.rejection(rejected)}</li>
            ))}
          </Errors>
        )}
      </div>
      <FileList
        files={files}
        aria-label={labels.selected}
        removeLabel={labels.remove}
        onRemove={disabled ? undefined : remove}
      />
    </Field>
  );
}
