import { Component, useEffect, type ReactNode } from 'react';
import { reportError } from './errorReporting';
import { ErrorScreen } from './ErrorScreen';

/** A route that throws while rendering or loading its code gets the generic error screen (and is reported). */
const RouteErrorScreen = ({ error }: { error: unknown }) => {
  useEffect(() => reportError(error), [error]);
  return <ErrorScreen message={error instanceof Error ? error.message : String(error)} />;
};

interface RouteErrorBoundaryProps {
  /** The path shown: an error belongs to one page, and going to another page clears it. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: { value: unknown } | null;
  pathname: string;
}

/**
 * The routes' error boundary (the data router's route `ErrorBoundary` before ADR 015): a screen that throws,
 * or whose code fails to load, shows `RouteErrorScreen` in place of the page, inside the frame that keeps
 * links and the error dialog working; navigating elsewhere renders the new page again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorScreen error={this.state.error.value} /> : this.props.children;
  }
}
