/** The extensions a file of each type may keep; another is followed by the type's first. */
const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'csv', 'md', 'log', 'text'],
};

/**
 * A file name safe to store and to send in Content-Disposition: no path, no control or quoting
 * characters, at most 120 characters, and an extension that says what it is — "page.html" holding
 * text becomes "page.html.txt", so a download never opens as something it is not.
 */
export function safeFileName(name: string, type: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()!
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_')
      .trim()
      .slice(0, 120) || 'file';
  const allowed = EXTENSIONS[type] ?? [];
  const ext = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
  return allowed.includes(ext) || allowed.length === 0 ? base : `${base}.${allowed[0]}`;
}

/** The Content-Disposition of a file: its name in ASCII and, for any other letter, in UTF-8. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are, which the extended form does not allow.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
