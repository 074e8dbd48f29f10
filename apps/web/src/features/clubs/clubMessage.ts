import { CLUB_ZIP_MAX, CLUB_ZIP_MIN } from '@klubhus/domain';
import type { MessageMapping } from '../../shell/forms/BoundTextField';

/**
 * The text of a club form's message (create club, general settings). A club's zip may hold letters (clubs
 * abroad), so its length messages speak of characters ("Skal være på mindst 4 tegn"), not of the digits
 * `minCiphers` names.
 */
export const clubMessage: MessageMapping = (message) => {
  if (message === 'minCiphers') return { key: 'minCharacters', params: { minCharacters: { count: CLUB_ZIP_MIN } } };
  if (message === 'maxCiphers') return { key: 'maxCharacters', params: { maxCharacters: { count: CLUB_ZIP_MAX } } };
  return { key: message };
};
