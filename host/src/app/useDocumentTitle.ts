import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const APP_NAME = 'Atrium';

/** The document's `<meta name="description">` (the HTML template has one; a test document may not). */
function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the document title to "<title> | Atrium" and its description (the page's own, else the app's),
 * both in the page's language, while the caller is mounted.
 */
export function useDocumentTitle(title: string | undefined, description?: string) {
  const { t } = useTranslation();
  const text = description ?? t('appDescription');
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
  useEffect(() => {
    descriptionElement().content = text;
  }, [text]);
}
