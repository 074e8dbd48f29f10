import {
  contract,
  memberTypeOf,
  sponsorExemptRoles,
  sponsorViewPackage,
  type Sponsor,
  type SponsorExemption,
  type SponsorList,
} from '@klubhus/domain';
import { answer, type Answer } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';

/**
 * What the sponsors' tests and stories share: the sponsors of `sampleClub` — a local bakery, an external sports shop
 * targeting two zips, an external bike shop targeting every zip, and a dentist whose views are spent — its pool, its
 * members' zips and its exemptions. Logos are `/files/…` addresses, as the server answers them; stories draw them
 * (`storyLogos.ts`).
 */

/** A logo's address as the server answers it: a file of the club's under `/files/sponsors/` (`storyLogos.ts` draws them). */
const logo = (name: string) => `/files/sponsors/${sampleClub.clubId}/${name}.png`;

const sponsor = (fields: Partial<Sponsor> & Pick<Sponsor, 'id' | 'title' | 'url' | 'logo'>): Sponsor => ({
  clubId: sampleClub.clubId,
  maxViews: 0,
  shownCount: 0,
  zipCodes: [],
  isExternal: false,
  ...fields,
});

/** The club's sponsors, by name, for tests that pick one. */
export const sampleSponsors = {
  bakery: sponsor({
    id: 41,
    title: 'Bageriet Kornet',
    url: 'https://bageriet-kornet.dk',
    logo: logo('kornet'),
    maxViews: 10_000,
    shownCount: 3412,
  }),
  sports: sponsor({
    id: 42,
    title: 'Jysk Sport & Fritid',
    url: 'https://jysksport.dk/klubber',
    logo: logo('jysk-sport'),
    maxViews: 2500,
    shownCount: 1875,
    isExternal: true,
    zipCodes: ['8000', '8200'],
  }),
  bikes: sponsor({
    id: 43,
    title: 'Aarhus Cykler',
    url: 'https://aarhuscykler.dk',
    logo: logo('aarhus-cykler'),
    maxViews: 2500,
    shownCount: 120,
    isExternal: true,
  }),
  dentist: sponsor({
    id: 44,
    title: 'Tandlæge Holm',
    url: 'https://tandlaegeholm.dk',
    logo: logo('holm'),
    maxViews: 2500,
    shownCount: 2500,
  }),
};

/** GET /v4/sponsors/club/implemented of `sampleClub`: its sponsors in creation order and 2,500 views in its pool. */
export const sampleSponsorList: SponsorList = { sponsors: Object.values(sampleSponsors), poolViewsLeft: 2500 };

/** GET /v4/sponsors/zips of `sampleClub`: its members' zips (Aarhus and around), sorted. */
const sampleZips = [
  '8000',
  '8200',
  '8210',
  '8220',
  '8230',
  '8240',
  '8250',
  '8260',
  '8270',
  '8300',
  '8310',
  '8320',
  '8330',
  '8340',
  '8355',
  '8361',
  '8362',
  '8370',
  '8380',
  '8381',
  '8382',
  '8462',
  '8520',
  '8530',
];

/** The three exemption rows (members, group leaders, administrators), none enabled unless named. */
export const sampleExemptions = (enabled: readonly string[] = []): SponsorExemption[] =>
  sponsorExemptRoles.map((role, index) => ({
    memberType: memberTypeOf(role),
    memberTypeString: role,
    enabled: enabled.includes(role),
    shownCount: [4210, 1240, 357][index] ?? 0,
    maxViews: 20_000,
  }));

/** A logo sent as base64 is stored as a new file of the club's; one sent as `logo` is that address. */
const logoOf = (body: { logoBase64?: string; logo?: string }, id: number, fallback = '') =>
  body.logoBase64 ? logo(`upload-${id}`) : (body.logo ?? fallback);

interface SponsorBody {
  sponsorId?: number;
  title: string;
  url: string;
  logoBase64?: string;
  logo?: string;
  isExternal?: boolean;
  zipCodes?: string[];
}

/**
 * The sponsors' reads and writes as the server answers them for `sampleClub`'s administrator: the club list, the
 * list, the zips, exemptions made by `exemption/new` (none before it), and writes that build on each other. Reading
 * the list starts afresh from `list` (a screen's first call), so that no test or story sees another's changes.
 */
export const sponsorsAnswers = (
  list: SponsorList = sampleSponsorList,
  exemptions: SponsorExemption[] = [],
): Answer[] => {
  let current = list;
  let rows = exemptions;
  const withSponsor = (changed: Sponsor) => {
    const known = current.sponsors.some((each) => each.id === changed.id);
    current = {
      ...current,
      sponsors: known
        ? current.sponsors.map((each) => (each.id === changed.id ? changed : each))
        : [...current.sponsors, changed],
    };
    return changed;
  };
  return [
    answer(contract.clubOverview, [sampleClub]),
    answer(contract.clubSponsors, () => {
      current = list;
      return list;
    }),
    answer(contract.sponsorZips, { zips: sampleZips }),
    answer(contract.sponsorExemptions, () => rows),
    answer(contract.newSponsorExemptions, () => {
      if (rows.length === 0) rows = sampleExemptions();
      return rows;
    }),
    answer(contract.updateSponsorExemptions, ({ body }) => {
      const changes = (body as { RoleExemptions: { MemberType: number; Enabled: boolean }[] }).RoleExemptions;
      rows = (rows.length ? rows : sampleExemptions()).map((row) => {
        const change = changes.find((each) => each.MemberType === row.memberType);
        return change ? { ...row, enabled: change.Enabled } : row;
      });
      return rows;
    }),
    answer(contract.createSponsor, ({ body }) => {
      const fields = body as SponsorBody;
      const id = 50 + current.sponsors.length;
      return withSponsor(
        sponsor({
          id,
          title: fields.title,
          url: fields.url,
          logo: logoOf(fields, id),
          isExternal: fields.isExternal ?? false,
          zipCodes: [...(fields.zipCodes ?? [])].sort(),
        }),
      );
    }),
    answer(contract.updateSponsor, ({ body }) => {
      const fields = body as SponsorBody;
      const saved = current.sponsors.find((each) => each.id === fields.sponsorId)!;
      return withSponsor({
        ...saved,
        title: fields.title,
        url: fields.url,
        logo: logoOf(fields, saved.id, saved.logo),
        zipCodes: fields.zipCodes ? [...fields.zipCodes].sort() : saved.zipCodes,
      });
    }),
    answer(contract.deleteSponsor),
    answer(contract.orderSponsorViews, ({ body }) => {
      const { ViewCount, SponsorId } = body as { ViewCount: number; SponsorId?: number };
      const bought = current.sponsors.find((each) => each.id === SponsorId);
      if (bought) withSponsor({ ...bought, maxViews: bought.maxViews + ViewCount });
      else current = { ...current, poolViewsLeft: current.poolViewsLeft + ViewCount };
      return {
        orderId: 501,
        viewCount: ViewCount,
        priceKr: sponsorViewPackage(ViewCount)?.priceKr ?? 0,
        sponsorId: bought?.id ?? null,
        list: current,
      };
    }),
  ];
};
