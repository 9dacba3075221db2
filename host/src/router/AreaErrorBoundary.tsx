import { Component, type ReactNode } from 'react';
import { AreaUnavailable } from '../pages/errors/AreaUnavailable';
import { ServerErrorContent } from '../pages/errors/ServerErrorPage';
import { reportAreaError } from '../telemetry/areaTelemetry';

/** A chunk or remote that failed to load, as opposed to a page that threw while rendering. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    error.name === 'TimeoutError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|RUNTIME-00\d|loadRemote|remoteEntry/i.test(
      error.message,
    )
  );
}

interface Props {
  area: string;
  /** A new key (another route) clears the error. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps a failing area to itself: a chunk that will not load shows "area unavailable" with Retry; a page
 * that throws shows the server-error screen. The shell around it keeps working.
 */
export class AreaErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error) {
    console.error(`[atrium] the ${this.props.area} area failed`, error);
    reportAreaError(this.props.area, isLoadFailure(error) ? 'load' : 'render', error);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isLoadFailure(error))
      return <AreaUnavailable area={this.props.area} error={error} onRetry={this.retry} />;
    return <ServerErrorContent onRetry={this.retry} />;
  }
}
