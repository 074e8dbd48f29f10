import { mainBundle } from './mainBundle';

/** The main bundle's texts in English (`mainBundle`): every file but the areas', the mails' and the exports'. */
export default mainBundle(
  import.meta.glob(
    [
      '../locales/en/*.json',
      '!../locales/en/{mail,exports,feeds,activities,activityTypes,invitation,members,memberImport,messages,register,sponsors}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
