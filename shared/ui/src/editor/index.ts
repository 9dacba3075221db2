export * from './RichTextEditor';
export * from './textAlign';
