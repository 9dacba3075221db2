import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { mergeSelection, type FileLimits, type RejectedFile } from './fileSelection';

export interface FileSelectionProps extends FileLimits {
  /** The chosen files (controlled). */
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
}

/** react-dropzone with the list kept by the caller, the count limit across drops, and the last refusals. */
export function useFileDropzone(
  {
    files,
    onFilesChange,
    disabled,
    accept,
    maxSize,
    minSize,
    maxFiles,
    multiple = false,
  }: FileSelectionProps,
  /** A field with its own browse button turns off the click and keys on the whole area. */
  { browseByArea = true }: { browseByArea?: boolean } = {},
) {
  const [rejections, setRejections] = useState<RejectedFile[]>([]);
  const dropzone = useDropzone({
    accept,
    maxSize,
    minSize,
    multiple,
    disabled,
    noClick: !browseByArea,
    noKeyboard: !browseByArea,
    onDrop: (accepted, rejected) => {
      const next = mergeSelection(files, accepted, rejected, { multiple, maxFiles });
      setRejections(next.rejections);
      if (next.files !== files) onFilesChange(next.files);
    },
  });
  const remove = (file: File) => {
    setRejections([]);
    onFilesChange(files.filter((f) => f !== file));
  };
  return { ...dropzone, rejections, remove };
}
