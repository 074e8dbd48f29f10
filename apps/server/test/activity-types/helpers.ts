import { DEFAULT_ACTIVITY_TYPE_COLOURS } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

/** A visible (or hidden) type of the club's own, written by plain SQL; answers its id. */
export const seedOwnType = async (db: Db, clubId: number, title: string, hidden = false): Promise<number> => {
  const c = DEFAULT_ACTIVITY_TYPE_COLOURS;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into activity_types (club_id, title, background_light, font_light, background_light_light,
                                    font_light_light, background_dark_light, font_dark_light, hidden)
        values (${clubId}, ${title}, ${c.backgroundHexColorLightTheme}, ${c.fontHexColorLightTheme},
                ${c.backgroundHexColorLightLightTheme}, ${c.fontHexColorLightLightTheme},
                ${c.backgroundHexColorDarkLightTheme}, ${c.fontHexColorDarkLightTheme}, ${hidden})
        returning id`,
  );
  return Number(row?.id);
};

/** The tables an activity-type call writes: what "nothing written" is read back from. */
export const typeTables = ['activity_types', 'activity_type_overrides'] as const;
