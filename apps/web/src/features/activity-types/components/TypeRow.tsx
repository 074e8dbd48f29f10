import { Button, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import type { ActivityTypeLook } from '../hooks/useActivityTypes';
import { ActivityTypeBadge } from './ActivityTypeBadge';
import { ActivityTypeIcon } from './ActivityTypeIcon';

/** What can be done to a type from its row; each opens its modal. */
export type TypeAction = 'rename' | 'icon' | 'colours' | 'translations' | 'delete';

/** The icon on its plate, in the type's strong pair (ADR 024: `DarkLightTheme` is the icon's plate). */
export const IconPlate = ({ look, size = 40 }: { look: ActivityTypeLook; size?: number }) => (
  <span
    className="flex shrink-0 items-center justify-center rounded-control"
    style={{ backgroundColor: look.colours.backgroundHexColorDarkLightTheme, width: size, height: size }}
  >
    {look.iconUrl ? (
      <ActivityTypeIcon iconUrl={look.iconUrl} colour={look.colours.fontHexColorDarkLightTheme} size={size * 0.6} />
    ) : null}
  </span>
);

export interface TypeRowProps {
  look: ActivityTypeLook;
  onAction: (action: TypeAction) => void;
}

/** A type of the list: its icon, its title in the reader's language, its colours as the badge, and its actions. */
export const TypeRow = ({ look, onAction }: TypeRowProps) => {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-surface border border-border bg-surface p-3">
      <IconPlate look={look} />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <span className="max-w-full truncate font-medium">{look.title}</span>
        <ActivityTypeBadge look={look} />
      </div>
      <MenuTrigger>
        <Button variant="secondary" size="sm" aria-label={t('activityTypes.list.edit', { title: look.title })}>
          {t('activityTypes.list.editShort')}
        </Button>
        <Menu placement="bottom end" onAction={(key) => onAction(key as TypeAction)}>
          <MenuItem id="rename">{t('activityTypes.actions.rename')}</MenuItem>
          <MenuItem id="icon">{t('activityTypes.actions.icon')}</MenuItem>
          <MenuItem id="colours">{t('activityTypes.actions.colours')}</MenuItem>
          <MenuItem id="translations">{t('activityTypes.actions.translations')}</MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" variant="danger">
            {t('activityTypes.actions.delete')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </li>
  );
};
