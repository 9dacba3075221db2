import { useEffect } from 'react';

export const APP_NAME = 'Atrium';

/** Sets the document title to "<title> | Atrium" while the caller is mounted. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
