/**
 * Error reporting with Sentry (spec document 2 §9: sample rate 1; session replay 0.1 normally and 1 on
 * error; disabled on localhost). Opt-in: only a deployment whose paths file carries a `sentryDsn`
 * (the server's SENTRY_DSN) reports, and the SDK is loaded only then, so no one else downloads it.
 */
export interface ErrorReportingOptions {
  dsn: string;
  sampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** Host names of this machine, where reports would only be noise. */
const isLocalHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

/** The SDK's options, or null when reporting is off (no DSN, or a local host). */
export const errorReportingOptions = (dsn: string | undefined, hostname: string): ErrorReportingOptions | null =>
  dsn && !isLocalHost(hostname)
    ? { dsn, sampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 }
    : null;

type Capture = (error: unknown) => void;
let capture: Capture | null = null;

/** Starts Sentry with these options; render failures are then sent with `reportError`. */
export const startErrorReporting = async (options: ErrorReportingOptions): Promise<void> => {
  const Sentry = await import('@sentry/react');
  Sentry.init({ ...options, integrations: [Sentry.replayIntegration()] });
  capture = (error) => void Sentry.captureException(error);
};

/** Sends an error that the app caught itself (a render failure behind the error screen), when reporting is on. */
export const reportError = (error: unknown): void => capture?.(error);
