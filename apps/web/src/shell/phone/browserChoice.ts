import { useState } from 'react';

/**
 * Where a phone remembers that its user chose "Fortsæt i browseren" over the notice to use a computer
 * (ADR 008). Local storage: per device and host, kept across sign-out and reload, as the language is.
 */
export const BROWSER_CHOICE_KEY = 'klubhus.continueInBrowser';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether this device chose the browser; a storage the browser refuses counts as no choice. */
export const readBrowserChoice = (storage: Pick<Storage, 'getItem'> | null): boolean => {
  try {
    return storage?.getItem(BROWSER_CHOICE_KEY) === 'true';
  } catch {
    return false;
  }
};

/** Remembers the choice; when the browser refuses to store it, it holds for this visit only. */
export const rememberBrowserChoice = (storage: ChoiceStorage | null): void => {
  try {
    storage?.setItem(BROWSER_CHOICE_KEY, 'true');
  } catch {
    // Private modes may refuse local storage: the user goes on in the browser all the same.
  }
};

/** The page's local storage; even reading `localStorage` throws where the browser blocks site data. */
const deviceStorage = (): ChoiceStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The device's choice, and the function that makes it. */
export const useBrowserChoice = (storage: ChoiceStorage | null = deviceStorage()): [boolean, () => void] => {
  const [chosen, setChosen] = useState(() => readBrowserChoice(storage));
  const choose = () => {
    rememberBrowserChoice(storage);
    setChosen(true);
  };
  return [chosen, choose];
};
