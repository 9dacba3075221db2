import styled from 'styled-components';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { usePickerLocale } from './pickerLocale';

const DAY = '2.375rem';

/**
 * react-day-picker's markup (its `rdp-*` classes) in the theme's tokens, instead of its stylesheet:
 * light and dark follow the theme, and the layout uses logical properties for Arabic.
 */
export const CalendarFrame = styled.div`
  display: inline-block;
  padding: 0.75rem;
  color: ${({ theme }) => theme.palette.text.primary};
  .rdp-root {
    position: relative;
  }
  .rdp-months {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: 1.5rem;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    block-size: 2.25rem;
    padding-inline: 0.5rem;
    font-weight: 600;
  }
  .rdp-caption_label {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    white-space: nowrap;
  }
  .rdp-dropdowns {
    position: relative;
    display: inline-flex;
    gap: 0.5rem;
  }
  .rdp-dropdown_root {
    position: relative;
    display: inline-flex;
    align-items: center;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    &:has(.rdp-dropdown:focus-visible) {
      outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    }
  }
  .rdp-dropdown {
    position: absolute;
    inset: 0;
    z-index: 2;
    inline-size: 100%;
    opacity: 0;
    cursor: pointer;
    appearance: none;
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    gap: 0.25rem;
    z-index: 3;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-grid;
    place-items: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: ${({ theme }) => theme.palette.action.hover};
    color: ${({ theme }) => theme.palette.text.primary};
    cursor: pointer;
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: not-allowed;
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    }
  }
  .rdp-chevron {
    fill: currentColor;
    inline-size: 1rem;
    block-size: 1rem;
  }
  /* The chevrons point the way the months go: mirrored in Arabic. */
  .rdp-root[dir='rtl'] .rdp-nav .rdp-chevron {
    transform: rotate(180deg);
  }
  .rdp-month_grid {
    border-collapse: collapse;
    margin-block-start: 0.25rem;
  }
  .rdp-weekday {
    block-size: 2rem;
    font-size: 0.75rem;
    font-weight: 500;
    color: ${({ theme }) => theme.palette.text.secondary};
    text-align: center;
  }
  .rdp-day {
    inline-size: ${DAY};
    block-size: ${DAY};
    padding: 1px;
    text-align: center;
  }
  .rdp-day_button {
    display: grid;
    place-items: center;
    inline-size: 100%;
    block-size: 100%;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.palette.action.hover};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.palette.primary.main};
      outline-offset: 1px;
    }
  }
  .rdp-today:not(.rdp-selected) .rdp-day_button {
    color: ${({ theme }) => theme.palette.primary.text};
    font-weight: 600;
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.primary.main};
  }
  .rdp-outside {
    color: ${({ theme }) => theme.palette.text.disabled};
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.palette.text.disabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-selected .rdp-day_button,
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button {
    background: ${({ theme }) => theme.palette.primary.solid};
    color: ${({ theme }) => theme.palette.primary.contrastText};
    font-weight: 600;
    /* A chosen day stays readable even when it is one that can no longer be chosen. */
    text-decoration: none;
  }
  .rdp-range_middle {
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  .rdp-range_middle .rdp-day_button {
    background: none;
    color: ${({ theme }) => theme.palette.primary.text};
    border-radius: 0;
  }
  .rdp-range_start:not(.rdp-range_end) {
    background: ${({ theme }) => theme.palette.primary.tonal};
    border-start-start-radius: ${({ theme }) => theme.radius.pill}px;
    border-end-start-radius: ${({ theme }) => theme.radius.pill}px;
  }
  .rdp-range_end:not(.rdp-range_start) {
    background: ${({ theme }) => theme.palette.primary.tonal};
    border-start-end-radius: ${({ theme }) => theme.radius.pill}px;
    border-end-end-radius: ${({ theme }) => theme.radius.pill}px;
  }
  .rdp-hidden {
    visibility: hidden;
  }
  .rdp-footer {
    margin-block-start: 0.5rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

export type CalendarProps = DayPickerProps & { frameClassName?: string };

/**
 * A calendar (react-day-picker) in the page's language and direction, themed: single, multiple or
 * range selection, bounds (`startMonth`/`endMonth`, `disabled` matchers such as `{ before: date }`).
 * Arrow keys move by day, Page Up/Down by month, Home/End to the week's ends, Enter picks.
 */
export function Calendar({ frameClassName, ...props }: CalendarProps) {
  const { locale, dir } = usePickerLocale();
  return (
    <CalendarFrame className={frameClassName}>
      <DayPicker locale={locale} dir={dir} showOutsideDays {...props} />
    </CalendarFrame>
  );
}
