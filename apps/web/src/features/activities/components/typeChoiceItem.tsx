import { SelectItem } from '@klubhus/ui';
import type { TFunction } from 'i18next';
import { ActivityTypeMark, type ActivityTypeLook } from '../../activity-types/public';
import { typeChoiceTitle } from '../activityFormat';

/** A type as a Select's choice (the list's filter, the wizard, the fixture import): its mark and its title. */
export const typeChoiceItem = (t: TFunction, look: ActivityTypeLook) => (
  <SelectItem key={look.id} id={String(look.id)} textValue={typeChoiceTitle(t, look)}>
    <span className="flex min-w-0 items-center gap-2">
      <ActivityTypeMark look={look} />
      <span className="truncate">{typeChoiceTitle(t, look)}</span>
    </span>
  </SelectItem>
);
