import { Component, type ReactNode } from 'react';
import { ChromeFallback } from './ChromeFallback';

interface Props {
  /** Which part of the chrome, for the console. */
  part: string;
  children: ReactNode;
}

/**
 * Keeps a failure in the layout's chrome (navigation, navbar menus) to that part: the page stays, and
 * the part is replaced by a minimal bar that still leads home and signs out.
 */
export class ChromeErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[atrium] the ${this.props.part} failed to render`, error);
  }

  override render() {
    return this.state.failed ? <ChromeFallback /> : this.props.children;
  }
}
