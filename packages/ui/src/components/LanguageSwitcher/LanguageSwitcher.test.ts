import { describe, expect, it } from 'vitest';
import { languageOptions } from './LanguageSwitcher';

describe('languageOptions', () => {
  it("offers exactly the given locales, in order, with the spec's switcher labels", () => {
    expect(languageOptions(['da', 'en', 'de'])).toEqual([
      { code: 'da', label: 'Dansk' },
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch' },
    ]);
    expect(languageOptions(['de', 'da']).map((option) => option.code)).toEqual(['de', 'da']);
  });

  it('lets given labels win and falls back to the code', () => {
    expect(languageOptions(['da', 'no'], { da: 'Danish' })).toEqual([
      { code: 'da', label: 'Danish' },
      { code: 'no', label: 'no' },
    ]);
  });

  it('drops repeated locales', () => {
    expect(languageOptions(['da', 'da', 'en']).map((option) => option.code)).toEqual(['da', 'en']);
  });
});
