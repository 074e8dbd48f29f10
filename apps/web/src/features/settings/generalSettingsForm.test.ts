import { describe, expect, it } from 'vitest';
import { sampleClubSettings } from '../../testing/fixtures';
import { clubMessage } from '../clubs/public';
import { changedFields, generalSettingsSchema, toFormValues } from './generalSettingsForm';

const parse = (changes: Record<string, string>) =>
  generalSettingsSchema.parse({ ...toFormValues(sampleClubSettings), ...changes });

describe('generalSettingsForm', () => {
  it('shows a missing value as an empty field', () => {
    expect(toFormValues({ ...sampleClubSettings, vatId: null }).vatId).toBe('');
  });

  it('finds nothing to send when only spaces changed', () => {
    expect(changedFields(sampleClubSettings, parse({ title: ' Aarhus Roklub ', city: 'Aarhus  ' }))).toEqual({});
  });

  it('sends changed fields trimmed, and null for a cleared optional field', () => {
    expect(
      changedFields(sampleClubSettings, parse({ zip: ' 8200 ', homePage: '', dataPolicyLink: 'klub.dk/privat' })),
    ).toEqual({ zip: '8200', homePage: null, dataPolicyLink: 'klub.dk/privat' });
  });

  it('fills in a field the club had no value for', () => {
    expect(changedFields({ ...sampleClubSettings, vatId: null }, parse({ vatId: 'DK1' }))).toEqual({ vatId: 'DK1' });
  });

  it('requires title and zip, unlike the PATCH', () => {
    const result = generalSettingsSchema.safeParse({ ...toFormValues(sampleClubSettings), title: '', zip: '' });
    // The form shows the first message of each field.
    const first = (field: string) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect([first('title'), first('zip')]).toEqual(['required', 'required']);
  });

  it("words the zip's limits in characters", () => {
    expect(clubMessage('minCiphers')).toEqual({ key: 'minCharacters', params: { minCharacters: { count: 4 } } });
    expect(clubMessage('maxCiphers')).toEqual({ key: 'maxCharacters', params: { maxCharacters: { count: 8 } } });
    expect(clubMessage('urlValid')).toEqual({ key: 'urlValid' });
  });
});
