import { createGlobalStyle } from 'styled-components';
import driverCss from 'driver.js/dist/driver.css?inline';

/** The class driver.js puts on the tour's popover, which it appends to the document's body. */
export const TOUR_POPOVER_CLASS = 'atrium-tour';

/**
 * The tour's popover in the theme (surface, text, radius, shadow, buttons, light and dark) and in
 * the page's direction: it lives outside the app's tree, so it is styled globally, by its class.
 */
export const TourStyles = createGlobalStyle`
  ${driverCss}
  .driver-popover.${TOUR_POPOVER_CLASS} {
    --driver-popover-font-family: ${({ theme }) => theme.font.family};
    min-inline-size: 17rem;
    max-inline-size: 21rem;
    padding: 1.25rem;
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${({ theme }) => theme.palette.background.paper};
    color: ${({ theme }) => theme.palette.text.primary};
    box-shadow: ${({ theme }) => theme.shadows[4]};
    text-align: start;
    .driver-popover-title {
      padding-inline-end: 1.5rem;
      font-size: 1.0625rem;
      font-weight: 600;
    }
    .driver-popover-description {
      color: ${({ theme }) => theme.palette.text.secondary};
    }
    .driver-popover-close-btn {
      inset-inline: auto 0.25rem;
      inset-block-start: 0.25rem;
      inline-size: 2rem;
      block-size: 2rem;
      border-radius: 50%;
      color: ${({ theme }) => theme.palette.text.secondary};
      font-size: 1.25rem;
    }
    .driver-popover-close-btn:hover,
    .driver-popover-close-btn:focus-visible {
      background: ${({ theme }) => theme.palette.action.hover};
      color: ${({ theme }) => theme.palette.text.primary};
    }
    .driver-popover-footer {
      gap: 0.5rem;
      margin-block-start: 1rem;
      text-align: start;
    }
    .driver-popover-progress-text {
      color: ${({ theme }) => theme.palette.text.secondary};
    }
    .driver-popover-navigation-btns {
      gap: 0.5rem;
    }
    .driver-popover-navigation-btns button + button {
      margin: 0;
    }
    .driver-popover-footer-btn {
      padding: 0.375rem 0.875rem;
      border: 0;
      border-radius: ${({ theme }) => theme.radius.sm}px;
      background: ${({ theme }) => theme.palette.primary.tonal};
      color: ${({ theme }) => theme.palette.primary.text};
      font-size: 0.8125rem;
      font-weight: 500;
      text-shadow: none;
    }
    .driver-popover-footer-btn:hover {
      background: ${({ theme }) => theme.palette.action.selected};
    }
    .driver-popover-next-btn,
    .driver-popover-next-btn:hover {
      background: ${({ theme }) => theme.palette.primary.solid};
      color: ${({ theme }) => theme.palette.primary.contrastText};
    }
    .driver-popover-footer-btn:focus-visible,
    .driver-popover-close-btn:focus-visible {
      outline: 2px solid ${({ theme }) => theme.palette.primary.main};
      outline-offset: 2px;
    }
    /* The arrow is a border triangle: its one coloured side takes the popover's surface. */
    .driver-popover-arrow-side-left {
      border-left-color: ${({ theme }) => theme.palette.background.paper};
    }
    .driver-popover-arrow-side-right {
      border-right-color: ${({ theme }) => theme.palette.background.paper};
    }
    .driver-popover-arrow-side-top {
      border-top-color: ${({ theme }) => theme.palette.background.paper};
    }
    .driver-popover-arrow-side-bottom {
      border-bottom-color: ${({ theme }) => theme.palette.background.paper};
    }
  }
`;
