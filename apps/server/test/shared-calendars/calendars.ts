/** The shared calendars the tests configure (SHARED_CALENDARS inline), listed out of name order on purpose. */
export const testCalendars = [
  { id: 7, name: 'Østjysk Foreningskalender' },
  { id: 20, name: 'Zealand Events' },
  { id: 3, name: 'Aktivitetskalenderen' },
  { id: 12, name: 'Kultunaut' },
] as const;

export const SHARED_CALENDARS_ENV = { SHARED_CALENDARS: JSON.stringify(testCalendars) };
