import { describe, expect, it } from 'vitest';
import * as ui from './index';

/** The public API: a new or removed export is a deliberate change of this list (and of the package's semver). */
const publicNames = [
  'Avatar',
  'Badge',
  'Button',
  'Checkbox',
  'ClubSwitcher',
  'ConfirmDialog',
  'DEFAULT_LANGUAGE_LABELS',
  'DialogTrigger',
  'EmptyState',
  'ErrorDialog',
  'ErrorScreen',
  'IconButton',
  'ImageUpload',
  'InfoModal',
  'LanguageSwitcher',
  'Link',
  'MAX_IMAGE_WIDTH',
  'MemberSwitcher',
  'Menu',
  'MenuItem',
  'MenuSection',
  'MenuSeparator',
  'MenuTrigger',
  'MobileNotice',
  'Modal',
  'Money',
  'NavItem',
  'NumberField',
  'Radio',
  'RadioGroup',
  'RouterProvider',
  'Select',
  'SelectItem',
  'Spinner',
  'StatusPill',
  'Tab',
  'TabList',
  'TabPanel',
  'Tabs',
  'TextArea',
  'TextField',
  'ThemeProvider',
  'Toggle',
  'Tooltip',
  'TooltipTrigger',
  'applyBrandTokens',
  'avatarInitials',
  'brandContrastChecks',
  'brandTokenNames',
  'contrastRatio',
  'createBrandTheme',
  'defaultBrandTokens',
  'errorDialogAction',
  'formatBadgeCount',
  'formatMoney',
  'languageOptions',
  'normaliseDecimalInput',
  'parseDecimal',
  'relativeLuminance',
  'resolveBrandTokens',
  'scaleToWidth',
  'stripDataUrlPrefix',
];

describe('the public API of @klubhus/ui', () => {
  it('exports exactly the listed names', () => {
    expect(Object.keys(ui).sort()).toEqual([...publicNames].sort());
  });

  it('exports every capitalised name as a React component', () => {
    const components = Object.entries(ui).filter(([name]) => /^[A-Z][a-z]/.test(name));
    expect(components.length).toBeGreaterThan(30);
    for (const [name, value] of components) {
      expect(['function', 'object'], name).toContain(typeof value);
    }
  });
});
