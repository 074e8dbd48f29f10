import { Button, composeRenderProps, type Key } from 'react-aria-components';
import { ChevronUpDownIcon, GlobeIcon } from '../../internal/icons';
import { switcherTrigger } from '../../internal/switcherTrigger';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../Menu';

export type LanguageSwitcherVariant = 'full' | 'compact';

/** Each language named in itself, so that a reader of it finds it whatever the current language. */
export const DEFAULT_LANGUAGE_LABELS: Readonly<Record<string, string>> = { da: 'Dansk', en: 'English', de: 'Deutsch' };

export interface LanguageOption {
  code: string;
  label: string;
}

/** The entries to offer: the given locales in order, without repeats, each with its label (or its code). */
export function languageOptions(
  locales: readonly string[],
  labels: Readonly<Record<string, string | undefined>> = {},
): LanguageOption[] {
  const seen = new Set<string>();
  return locales.flatMap((code) => {
    if (seen.has(code)) return [];
    seen.add(code);
    return [{ code, label: labels[code] ?? DEFAULT_LANGUAGE_LABELS[code] ?? code }];
  });
}

export interface LanguageSwitcherProps {
  /** The locales to offer, in order; the app passes `['da', 'en', 'de']` (the spec's switcher). */
  locales: readonly string[];
  /** The current locale; it is marked with a checkmark. */
  value: string;
  /** Called with the locale the user picks (not for the current one). */
  onChange?: (locale: string) => void;
  /**
   * Labels by locale, over the defaults `{ da: 'Dansk', en: 'English', de: 'Deutsch' }`.
   * @default {}
   */
  labels?: Readonly<Record<string, string | undefined>>;
  /**
   * `full` shows the current language's name; `compact` only a globe and its code ("DA").
   * @default 'full'
   */
  variant?: LanguageSwitcherVariant;
  /**
   * What the switcher does, for screen readers: announced as "{label}: {language}".
   * @default 'Sprog'
   */
  label?: string;
  /**
   * Whether the menu starts open (stories, tests).
   * @default false
   */
  defaultOpen?: boolean;
}

/**
 * The sidebar's language switcher: a button with the current language that opens a menu of the offered
 * languages (each marked with its `lang`), the current one checked.
 */
export function LanguageSwitcher({
  locales,
  value,
  onChange,
  labels = {},
  variant = 'full',
  label = 'Sprog',
  defaultOpen,
}: LanguageSwitcherProps) {
  const options = languageOptions(locales, labels);
  const current = options.find((option) => option.code === value);
  // The current language may be one the switcher does not offer (a Norwegian host): it is still named.
  const currentLabel = current?.label ?? labels[value] ?? DEFAULT_LANGUAGE_LABELS[value] ?? value;
  const isCompact = variant === 'compact';
  const onAction = (key: Key) => {
    if (key !== value && options.some((option) => option.code === key)) onChange?.(String(key));
  };

  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button
        className={composeRenderProps('', (className, renderProps) =>
          switcherTrigger({ ...renderProps, isCompact, className }),
        )}
      >
        <GlobeIcon className="size-4 shrink-0 text-fg-muted" />
        {isCompact ? (
          <>
            <span className="sr-only">{`${label}: ${currentLabel}`}</span>
            <span aria-hidden="true" className="font-medium uppercase">
              {value}
            </span>
          </>
        ) : (
          <span className="min-w-0 flex-1 truncate">
            <span className="sr-only">{`${label}: `}</span>
            <span lang={value}>{currentLabel}</span>
          </span>
        )}
        {!isCompact && <ChevronUpDownIcon className="size-4 shrink-0 text-fg-muted" />}
      </Button>
      <Menu onAction={onAction} className="min-w-40">
        <MenuSection items={options} selectionMode="single" selectedKeys={[value]} shouldCloseOnSelect>
          {(option) => (
            <MenuItem id={option.code} textValue={option.label}>
              <span lang={option.code}>{option.label}</span>
            </MenuItem>
          )}
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
