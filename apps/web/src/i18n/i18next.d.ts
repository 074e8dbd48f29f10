import 'i18next';
import type { Messages } from './i18n';

// Makes `t('download.title')` type-checked against the Danish texts, the reference every locale follows.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
