export * from './RichTextEditor';
