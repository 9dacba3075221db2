import { useEffect, useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { TextField } from '@atrium/ui';

/**
 * The list's search box. It follows the URL (back / forward update it) and writes to it after a short
 * pause, so typing does not send a request per key.
 */
export function SearchField({
  value,
  onChange,
  label,
  delay = 250,
}: {
  value: string;
  onChange: (q: string) => void;
  label: string;
  delay?: number;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), delay);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <TextField
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      startAdornment={<IconSearch size={18} aria-hidden="true" />}
      onChange={(e) => setText(e.target.value)}
      style={{ minInlineSize: '15rem' }}
    />
  );
}
