import { useEffect, useState } from 'react';
import { fetchAttachment } from '../api/attachments';

export type AttachmentFile =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string; type: string };

/**
 * A mailbox file fetched for preview while `id` is given: a blob: address of it, typed as the API
 * said (a picture or a PDF; anything else is refused here too, so nothing else is ever framed),
 * released when the preview closes. `attempt` changes to try again.
 */
export function useAttachmentFile(id: string | undefined, attempt = 0): AttachmentFile {
  const [file, setFile] = useState<AttachmentFile>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    let url: string | undefined;
    setFile({ status: 'loading' });
    fetchAttachment(id, true, abort.signal).then(
      (blob) => {
        if (!/^(image\/(png|jpeg|gif|webp)|application\/pdf)$/.test(blob.type)) {
          setFile({ status: 'error' });
          return;
        }
        url = URL.createObjectURL(blob);
        setFile({ status: 'ready', url, type: blob.type });
      },
      () => {
        if (!abort.signal.aborted) setFile({ status: 'error' });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, attempt]);
  return file;
}
