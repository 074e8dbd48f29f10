import auth from './locales/da/auth.json';
import clubs from './locales/da/clubs.json';
import download from './locales/da/download.json';
import errors from './locales/da/errors.json';
import errorScreen from './locales/da/errorScreen.json';
import notFound from './locales/da/notFound.json';
import overview from './locales/da/overview.json';
import settings from './locales/da/settings.json';
import shell from './locales/da/shell.json';
import validation from './locales/da/validation.json';

/**
 * The Danish texts of the main bundle, which start-up, /login and the shell need (with `AreaTexts`, the
 * reference every locale follows and the type of `t()` keys). Each top-level key is one file per locale,
 * `locales/<code>/<key>.json`, so that a feature owns its texts. An area's texts are not imported here: they
 * load with its routes (`areaTexts.ts`, ADR 015).
 */
export const danish = {
  auth,
  clubs,
  download,
  errors,
  errorScreen,
  notFound,
  overview,
  settings,
  shell,
  validation,
};
