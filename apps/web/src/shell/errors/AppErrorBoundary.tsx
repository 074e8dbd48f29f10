import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../errorReporting';
import { ErrorScreen } from '../ErrorScreen';

interface State {
  error: Error | null;
}

/**
 * The last net under the app: a render failure outside the router's own error boundary (a provider, the
 * error host) shows the generic error screen instead of a blank page, and is reported when reporting is on.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
    reportError(error);
  }

  override render() {
    return this.state.error ? <ErrorScreen message={this.state.error.message} /> : this.props.children;
  }
}
