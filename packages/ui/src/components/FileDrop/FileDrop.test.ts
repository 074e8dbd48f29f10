import { describe, expect, it } from 'vitest';
import { CSV_FILE_TYPES, isAcceptedFile, rejectedFileMessage } from './acceptedFile';

const file = (name: string, type = '') => ({ name, type });

describe('isAcceptedFile', () => {
  it.each([
    { name: 'medlemmer.csv', type: 'text/csv', accepted: true },
    { name: 'medlemmer.csv', type: '', accepted: true },
    { name: 'MEDLEMMER.CSV', type: '', accepted: true },
    { name: 'medlemmer.Csv', type: 'application/vnd.ms-excel', accepted: true },
    { name: 'export', type: 'text/csv', accepted: true },
    { name: 'export', type: 'TEXT/CSV', accepted: true },
    { name: 'export', type: 'text/csv; charset=utf-8', accepted: true },
    { name: 'medlemmer.txt', type: 'text/plain', accepted: false },
    {
      name: 'medlemmer.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      accepted: false,
    },
    { name: 'medlemmer.csv.exe', type: 'application/x-msdownload', accepted: false },
    { name: 'csv', type: '', accepted: false },
    { name: 'medlemmercsv', type: '', accepted: false },
    { name: '', type: '', accepted: false },
  ])('$name ($type) → $accepted for .csv', ({ name, type, accepted }) => {
    expect(isAcceptedFile(file(name, type), CSV_FILE_TYPES)).toBe(accepted);
  });

  it('accepts every file for an empty list', () => {
    expect(isAcceptedFile(file('anything.bin', 'application/octet-stream'), [])).toBe(true);
  });

  it('matches a MIME family with type/*', () => {
    expect(isAcceptedFile(file('logo.png', 'image/png'), ['image/*'])).toBe(true);
    expect(isAcceptedFile(file('logo.PNG', 'IMAGE/PNG'), ['image/*'])).toBe(true);
    expect(isAcceptedFile(file('notes.txt', 'text/plain'), ['image/*'])).toBe(false);
    expect(isAcceptedFile(file('logo.png', ''), ['image/*'])).toBe(false);
  });

  it('takes extensions and types given in upper case or with spaces', () => {
    expect(isAcceptedFile(file('a.csv'), [' .CSV '])).toBe(true);
    expect(isAcceptedFile(file('a', 'text/csv'), ['Text/CSV'])).toBe(true);
  });

  it('ignores entries that are neither an extension nor a MIME type', () => {
    expect(isAcceptedFile(file('a.csv', 'text/csv'), ['csv', '', '.'])).toBe(false);
  });

  it('a MIME-only list needs the browser to report the type', () => {
    expect(isAcceptedFile(file('a.csv', ''), ['text/csv'])).toBe(false);
  });
});

describe('rejectedFileMessage', () => {
  it.each([
    { accepted: ['.csv', 'text/csv'], message: 'Kun .csv-filer kan bruges' },
    { accepted: ['.CSV'], message: 'Kun .csv-filer kan bruges' },
    { accepted: ['.csv', '.txt'], message: 'Kun .csv- og .txt-filer kan bruges' },
    { accepted: ['.csv', '.tsv', '.txt'], message: 'Kun .csv-, .tsv- og .txt-filer kan bruges' },
    { accepted: ['.csv', '.csv', 'text/csv'], message: 'Kun .csv-filer kan bruges' },
    { accepted: ['text/csv'], message: 'Filtypen kan ikke bruges' },
    { accepted: ['image/*'], message: 'Filtypen kan ikke bruges' },
  ])('$accepted → "$message"', ({ accepted, message }) => {
    expect(rejectedFileMessage(accepted)).toBe(message);
  });
});
