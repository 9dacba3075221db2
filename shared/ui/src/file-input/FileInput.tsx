import { useId } from 'react';
import styled from 'styled-components';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { Button } from '../components/Button';
import { IconButton } from '../components/IconButton';
import { HelperText, InputFrame, Label } from '../components/TextField';
import type { RejectedFile } from './fileSelection';
import { useFileDropzone, type FileSelectionProps } from './useFileDropzone';

/** The compact file field's strings, in the page's language. */
export interface FileInputLabels {
  /** The browse button: "Choose file". */
  choose: string;
  /** Shown with nothing chosen: "No file chosen". */
  empty: string;
  /** The clear button: "Clear the selection". */
  clear: string;
  /** With several files chosen: "3 files". */
  count?: (count: number) => string;
  rejection: (rejected: RejectedFile) => string;
}

export interface FileInputProps extends FileSelectionProps {
  label?: string;
  helperText?: string;
  error?: string;
  labels: FileInputLabels;
  size?: 'sm' | 'md';
  className?: string;
}

const Names = styled.span<{ $empty: boolean }>`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $empty }) => ($empty ? theme.palette.text.secondary : theme.palette.text.primary)};
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  min-inline-size: 0;
`;

/**
 * A one-line file field like a text field: a Choose button (keyboard and click), the chosen names, a
 * clear button; files may also be dropped on it. Same limits and refusal messages as FileDropzone.
 */
export function FileInput({
  label,
  helperText,
  error,
  labels,
  size = 'md',
  className,
  ...selection
}: FileInputProps) {
  const id = useId();
  const { getRootProps, getInputProps, open, rejections } = useFileDropzone(selection, {
    browseByArea: false,
  });
  const { files, disabled, onFilesChange } = selection;
  const refusal = rejections.map(labels.rejection).join(' ');
  const message = error ?? (refusal || helperText);
  const invalid = !!error || rejections.length > 0;
  const names =
    files.length === 0
      ? labels.empty
      : files.length === 1 || !labels.count
        ? files.map((f) => f.name).join(', ')
        : labels.count(files.length);
  return (
    <Field className={className}>
      {label && (
        <Label as="span" id={`${id}-label`}>
          {label}
        </Label>
      )}
      <InputFrame
        {...getRootProps({ 'aria-disabled': disabled || undefined })}
        $invalid={invalid}
        $size={size}
        style={{ paddingInlineStart: '0.25rem' }}
      >
        <input {...getInputProps({ 'aria-labelledby': label ? `${id}-label` : undefined })} />
        <Button
          type="button"
          size="sm"
          variant="tonal"
          disabled={disabled}
          onClick={open}
          startIcon={<IconPaperclip size={16} aria-hidden="true" />}
          aria-describedby={`${id}-names${message ? ` ${id}-message` : ''}`}
          aria-labelledby={label ? `${id}-label ${id}-choose` : undefined}
          id={`${id}-choose`}
        >
          {labels.choose}
        </Button>
        <Names id={`${id}-names`} $empty={files.length === 0}>
          {names}
        </Names>
        {files.length > 0 && !disabled && (
          <IconButton aria-label={labels.clear} size="sm" onClick={() => onFilesChange([])}>
            <IconX size={16} aria-hidden="true" />
          </IconButton>
        )}
      </InputFrame>
      {message && (
        <HelperText id={`${id}-message`} $error={invalid} role={invalid ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
}
