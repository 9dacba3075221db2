import type { CSSProperties } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { TextField } from '../components/TextField';

/** A list's search text: what the box shows, and where what is typed goes. */
export interface ListSearchState {
  value: string;
  onChange: (text: string) => void;
}

export interface ListSearchFieldProps {
  /** Accessible name and placeholder. */
  label: string;
  /** A list controller's search: the box shows what is typed at once, the list follows after a pause. */
  search: ListSearchState;
  style?: CSSProperties;
}

/** The search box of a list. */
export function ListSearchField({ label, search, style }: ListSearchFieldProps) {
  return (
    <TextField
      type="search"
      aria-label={label}
      placeholder={label}
      value={search.value}
      startAdornment={<IconSearch size={18} aria-hidden="true" />}
      onChange={(e) => search.onChange(e.target.value)}
      style={{ minInlineSize: '15rem', ...style }}
    />
  );
}
