// `@atrium/ui/file-input`: file fields on react-dropzone, an entry of their own so that pages without
// a file field never download it.
export * from './FileDropzone';
export * from './FileInput';
export * from './FileList';
export * from './fileSelection';
export * from './formatFileSize';
