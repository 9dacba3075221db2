import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { IconEntry } from './iconSet';

const CELL_MIN_WIDTH = 120;
const ROW_HEIGHT = 112;
/** Columns when the grid has no width to measure (before layout, or in a test's DOM). */
const FALLBACK_COLUMNS = 6;

const Scroller = styled.div`
  block-size: min(36rem, 70vh);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  contain: strict;
`;

const Row = styled.div<{ $columns: number }>`
  position: absolute;
  inset-inline: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 0.5rem;
  padding: 0.25rem 0.5rem;
`;

const Cell = styled.button`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 0.5rem;
  block-size: ${ROW_HEIGHT - 8}px;
  padding: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  cursor: pointer;
  span {
    max-inline-size: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.tonal};
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

/**
 * The icons in a grid of as many columns as fit, drawing only the rows in (or near) view: thousands
 * of icons scroll as fast as a dozen. Arrow keys move between icons (the rows scroll in as needed);
 * Enter or a click picks one.
 */
export function IconGrid({
  icons,
  label,
  describe,
  onPick,
}: {
  icons: IconEntry[];
  /** The grid's accessible name. */
  label: string;
  /** A cell's accessible name ("Copy the import of IconHome"). */
  describe: (icon: IconEntry) => string;
  onPick: (icon: IconEntry) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(FALLBACK_COLUMNS);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => {
      const width = element.clientWidth;
      setColumns(width > 0 ? Math.max(1, Math.floor(width / CELL_MIN_WIDTH)) : FALLBACK_COLUMNS);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rows = Math.ceil(icons.length / columns);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });

  const focusIcon = (index: number) => {
    const target = Math.min(icons.length - 1, Math.max(0, index));
    virtualizer.scrollToIndex(Math.floor(target / columns));
    // The row may only now be drawn: focus it once React has put it in.
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLButtonElement>(`[data-index-icon="${target}"]`)?.focus(),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = Number((event.target as HTMLElement).dataset.indexIcon);
    if (Number.isNaN(current)) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -current,
      End: icons.length - 1 - current,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    focusIcon(current + step[event.key]);
  };

  return (
    <Scroller ref={scroller} role="group" aria-label={label} onKeyDown={onKeyDown}>
      <div style={{ blockSize: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Row
            key={row.key}
            $columns={columns}
            style={{ blockSize: row.size, transform: `translateY(${row.start}px)` }}
          >
            {icons.slice(row.index * columns, (row.index + 1) * columns).map((icon, i) => {
              const index = row.index * columns + i;
              return (
                <Cell
                  key={icon.name}
                  type="button"
                  data-index-icon={index}
                  aria-label={describe(icon)}
                  title={icon.name}
                  onClick={() => onPick(icon)}
                >
                  <icon.Icon size={26} stroke={1.5} aria-hidden="true" />
                  <span aria-hidden="true">{icon.name.replace(/^Icon/, '')}</span>
                </Cell>
              );
            })}
          </Row>
        ))}
      </div>
    </Scroller>
  );
}
