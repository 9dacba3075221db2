import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@atrium/ui/editor';

/** The product's rich-text description: the design system's editor, with this area's strings. The value is HTML. */
export function DescriptionEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <RichTextEditor
      label={label}
      value={value}
      onChange={onChange}
      labels={{
        toolbar: t('addProduct.editorToolbar'),
        bold: t('addProduct.format.bold'),
        italic: t('addProduct.format.italic'),
        underline: t('addProduct.format.underline'),
        strike: t('addProduct.format.strike'),
        bulletList: t('addProduct.format.bulletList'),
        orderedList: t('addProduct.format.orderedList'),
        link: t('addProduct.format.link'),
        linkPrompt: t('addProduct.format.linkPrompt'),
      }}
    />
  );
}
