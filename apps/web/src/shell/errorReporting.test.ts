import { describe, expect, it } from 'vitest';
import { errorReportingOptions } from './errorReporting';

const dsn = 'https://key@o1.ingest.sentry.io/2';

describe('errorReportingOptions', () => {
  it('reports everything, replays 10 % of sessions and every session with an error', () => {
    expect(errorReportingOptions(dsn, 'klubhus.dk')).toEqual({
      dsn,
      sampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('is off without a DSN', () => {
    expect(errorReportingOptions(undefined, 'klubhus.dk')).toBeNull();
    expect(errorReportingOptions('', 'klubhus.dk')).toBeNull();
  });

  it.each(['localhost', 'LOCALHOST', 'partner.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])(
    'is off on %s',
    (host) => expect(errorReportingOptions(dsn, host)).toBeNull(),
  );
});
