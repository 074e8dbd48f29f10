export { DEFAULT_LANGUAGE_LABELS, LanguageSwitcher, languageOptions } from './LanguageSwitcher';
export type { LanguageOption, LanguageSwitcherProps, LanguageSwitcherVariant } from './LanguageSwitcher';
