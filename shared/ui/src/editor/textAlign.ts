import { Extension } from '@tiptap/react';

export type TextAlignment = 'start' | 'center' | 'end';

/**
 * Paragraph and heading alignment, kept as `data-text-align` rather than an inline style: the
 * sanitiser drops every `style` (it could load images or restyle the page) and keeps data attributes.
 * Logical values (start/end), so a right-to-left text aligns to its own side.
 */
export const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => element.getAttribute('data-text-align'),
            renderHTML: (attributes) =>
              attributes.textAlign ? { 'data-text-align': attributes.textAlign as string } : {},
          },
        },
      },
    ];
  },
});

/** The CSS that shows the alignment, for the editor and for wherever its HTML is displayed. */
export const TEXT_ALIGN_CSS = `
  [data-text-align='center'] { text-align: center; }
  [data-text-align='end'] { text-align: end; }
  [data-text-align='start'] { text-align: start; }
`;
