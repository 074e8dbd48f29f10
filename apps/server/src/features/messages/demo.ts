import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { groupMembers, groups, messageComments, messageGroups, messages } from '../../db/schema/index.js';
import type { DemoContext, DemoMember, DemoSeeder } from '../../demo/seedDemo.js';

/**
 * The demo club's board (AREAS.md point 10, issue 25): six messages from the administrator over the last weeks — the
 * general assembly's notice and the summer party to all members, new practice times to the adult teams, the U11 teams'
 * lifts to a tournament, a call for volunteers, and the membership fee — most with comments from the members they are
 * meant for, several with more than three so that 'show more' shows. Written as rows (a demo mails nobody); the same on
 * every start, relative to today.
 */

type Audience = 'all' | readonly string[];

/**
 * Who writes the comments of a message to all members: people of the club (a message to groups takes its commenters
 * from the groups' members, as only they read it).
 */
type Commenter = (person: DemoMember) => boolean;

interface DemoComment {
  /** The n-th (0-based) of the message's possible commenters; the administrator when 'admin'. */
  by: number | 'admin';
  /** Hours after the message. */
  afterHours: number;
  text: string;
}

interface DemoMessage {
  title: string;
  message: string;
  to: Audience;
  daysAgo: number;
  /** Hours into that day (UTC). */
  atHour: number;
  /** Who comments on a message to all members; the target groups' members (in this order first) otherwise. */
  who: Commenter;
  comments: readonly DemoComment[];
  /** Edited this many hours after it was written. */
  editedAfterHours?: number;
}

const adult: Commenter = (person) => ['senior', 'veteran', 'motion', 'none'].includes(person.team);
const ofTeams =
  (...teams: readonly DemoMember['team'][]): Commenter =>
  (person) =>
    teams.includes(person.team);
const leadsU11: Commenter = (person) => person.leads.some((team) => ['u11', 'u11boys', 'u11girls'].includes(team));

const board: readonly DemoMessage[] = [
  {
    title: 'Indkaldelse til ordinær generalforsamling',
    message: `Kære medlemmer

Bestyrelsen indkalder hermed til ordinær generalforsamling kl. 19.00 i klubhusets sal. Datoen står under Aktiviteter, hvor I også kan melde jer til, så vi ved, hvor meget kaffe vi skal brygge.

Dagsorden ifølge vedtægterne:
1. Valg af dirigent og referent
2. Formandens beretning
3. Fremlæggelse af det reviderede regnskab
4. Behandling af indkomne forslag
5. Fastsættelse af kontingent
6. Valg til bestyrelsen (to pladser er på valg)
7. Valg af revisor
8. Eventuelt

Forslag, der ønskes behandlet, skal være formanden i hænde senest 14 dage før generalforsamlingen. Regnskabet kan ses i klubhuset en uge før.

Klubben byder på kaffe og kage. Vel mødt!

Med venlig hilsen
Bestyrelsen`,
    to: 'all',
    daysAgo: 24,
    atHour: 18,
    who: adult,
    editedAfterHours: 3,
    comments: [
      { by: 0, afterHours: 2, text: 'Tak for indkaldelsen. Bliver det muligt at stemme med fuldmagt?' },
      { by: 'admin', afterHours: 3, text: 'Ja, med en skriftlig fuldmagt. Skabelonen ligger i klubhuset.' },
      { by: 1, afterHours: 20, text: 'Jeg stiller gerne op som revisor igen, hvis der er brug for det.' },
      { by: 2, afterHours: 26, text: 'Dejligt med kage. Jeg tager et par kander kaffe med fra Motion.' },
      { by: 3, afterHours: 51, text: 'Kommer der forslag om ny belysning på bane 2? Den trænger.' },
    ],
  },
  {
    title: 'Nye træningstider fra næste måned',
    message: `Hej alle seniorer og veteraner

Fra næste måned får vi nye træningstider, fordi kommunen har lagt banerne om:

Senior: tirsdag og torsdag kl. 19.00-20.30 på bane 1
Veteran: onsdag kl. 19.00-20.30 på bane 2

Kunstgræsbanen er booket af ungdomsholdene til kl. 18.30, så husk at parkere ved hallen og ikke ved banen.

Sig til jeres træner, hvis tiderne giver jer problemer.`,
    to: ['Senior', 'Veteran'],
    daysAgo: 17,
    atHour: 9,
    who: ofTeams('senior', 'veteran'),
    comments: [
      { by: 0, afterHours: 1, text: 'Super! Torsdag passer meget bedre end mandag.' },
      { by: 1, afterHours: 4, text: 'Er der stadig fællesspisning efter onsdagstræningen?' },
      { by: 'admin', afterHours: 5, text: 'Ja, første onsdag i måneden som hidtil.' },
      {
        by: 2,
        afterHours: 30,
        text: 'Jeg kan ikke nå tirsdag før kl. 19.30 den første måned, men kommer om torsdagen.',
      },
    ],
  },
  {
    title: 'Sommerafslutning for hele klubben',
    message: `Sæt kryds i kalenderen den sidste lørdag før sommerferien!

Vi holder sommerafslutning for alle hold og deres familier fra kl. 13.00 på stadion.

Program:
13.00 Forældre mod børn på bane 3
14.30 Lagkage og præmieoverrækkelse
16.00 Grillen bliver tændt (klubben giver pølser og brød)

Tag tæppe, godt humør og gerne en kage med til kagebordet. Vi mangler også et par voksne til at passe grillen, så skriv en kommentar, hvis du vil hjælpe.`,
    to: 'all',
    daysAgo: 10,
    atHour: 15,
    who: adult,
    comments: [
      { by: 4, afterHours: 1, text: 'Jeg tager grillen fra kl. 16!' },
      { by: 5, afterHours: 2, text: 'Jeg hjælper også gerne ved grillen.' },
      { by: 0, afterHours: 6, text: 'Vi kommer fire, og jeg bager en chokoladekage.' },
      { by: 'admin', afterHours: 7, text: 'Tusind tak for hjælpen, det er lige hvad vi manglede.' },
      { by: 6, afterHours: 22, text: 'Må søskende, der ikke spiller i klubben, også deltage i kampen?' },
      { by: 'admin', afterHours: 23, text: 'Selvfølgelig, alle er velkomne.' },
    ],
  },
  {
    title: 'U11: kørsel til stævnet i Hinnerup',
    message: `Kære forældre på U11

Til stævnet i Hinnerup på søndag mødes vi ved klubhuset kl. 8.15 og kører samlet. Vi mangler stadig to biler.

Husk madpakke, drikkedunk, benskinner og klubtrøje. Kampprogrammet kommer på tavlen i klubhuset fredag.`,
    to: ['U11'],
    daysAgo: 6,
    atHour: 19,
    who: leadsU11,
    comments: [
      { by: 0, afterHours: 2, text: 'Jeg kan køre med fire børn.' },
      { by: 1, afterHours: 5, text: 'Jeg har plads til tre, hvis det stadig mangler.' },
    ],
  },
  {
    title: 'Frivillige søges til klubdagen',
    message: `Kære frivillige

Til klubdagen sidst i måneden har vi brug for hjælp i boderne, ved indgangen og til oprydning bagefter. En vagt varer to timer, og alle hjælpere får frokost og en klub-t-shirt.

Skriv i kommentarerne, hvilken vagt du kan tage: formiddag (10-12), middag (12-14) eller eftermiddag (14-16).`,
    to: ['Frivillige'],
    daysAgo: 3,
    atHour: 8,
    who: (person) => person.volunteer,
    comments: [
      { by: 0, afterHours: 1, text: 'Formiddag i kaffeboden.' },
      { by: 1, afterHours: 3, text: 'Jeg tager middagsvagten ved indgangen.' },
      { by: 2, afterHours: 9, text: 'Eftermiddag og oprydning, det klarer jeg.' },
      { by: 3, afterHours: 27, text: 'Jeg kan hjælpe formiddag, hvis der stadig er brug for én mere.' },
    ],
  },
  {
    title: 'Husk kontingent for efteråret',
    message: `Hej alle

Kontingentet for efterårssæsonen skal være betalt senest den 15. i næste måned. I finder beløbet og betalingslinket under Min side.

Har I spørgsmål til kontingentet eller brug for en aftale om betaling, så skriv til kassereren.

Tak fordi I er med til at holde klubben kørende!`,
    to: 'all',
    daysAgo: 1,
    atHour: 10,
    who: adult,
    comments: [],
  },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The instant `daysAgo` days before today at `hour` o'clock UTC. */
const dayAt = (now: Date, daysAgo: number, hour: number): Date => {
  const day = new Date(now.getTime() - daysAgo * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};

const seedBoard = async (tx: Db, { clubId, adminId, people }: DemoContext, now: Date): Promise<void> => {
  const groupRows = await tx
    .select({ id: groups.id, title: groups.title })
    .from(groups)
    .where(eq(groups.clubId, clubId));
  const groupId = new Map(groupRows.map((row) => [row.title, row.id]));
  const active = people.filter((person): person is DemoMember & { userId: number } => person.userId !== null);
  /** The active members of a message's groups, those `who` prefers first (a team's adults before its children). */
  const membersOf = async (titles: readonly string[], who: Commenter): Promise<number[]> => {
    const ids = titles.flatMap((title) => groupId.get(title) ?? []);
    const rows = await tx
      .selectDistinct({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.clubId, clubId), inArray(groupMembers.groupId, ids)))
      .orderBy(asc(groupMembers.userId));
    const preferred = new Set(active.filter(who).map((person) => person.userId));
    const inGroups = rows.map((row) => row.userId);
    return [...inGroups.filter((id) => preferred.has(id)), ...inGroups.filter((id) => !preferred.has(id))];
  };
  for (const item of board) {
    const createdAt = dayAt(now, item.daysAgo, item.atHour);
    const [row] = await tx
      .insert(messages)
      .values({
        clubId,
        title: item.title,
        message: item.message,
        allMembers: item.to === 'all',
        createdByUserId: adminId,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (item.editedAfterHours ?? 0) * HOUR),
      })
      .returning({ id: messages.id });
    if (!row) throw new Error('demo messages failed');
    if (item.to !== 'all') {
      const targets = item.to.flatMap((title) => {
        const id = groupId.get(title);
        return id === undefined ? [] : [{ messageId: row.id, groupId: id, clubId }];
      });
      if (targets.length > 0) await tx.insert(messageGroups).values(targets);
    }
    const writers =
      item.to === 'all' ? active.filter(item.who).map((person) => person.userId) : await membersOf(item.to, item.who);
    const comments = item.comments.flatMap((comment) => {
      const userId = comment.by === 'admin' ? adminId : writers[comment.by % Math.max(writers.length, 1)];
      const at = new Date(createdAt.getTime() + comment.afterHours * HOUR);
      // Nothing in the future, and nobody the message is not meant for.
      return userId === undefined || at > now
        ? []
        : [{ messageId: row.id, clubId, userId, comment: comment.text, createdAt: at }];
    });
    if (comments.length > 0) await tx.insert(messageComments).values(comments);
  }
};

export const messagesDemo: DemoSeeder = {
  name: 'messages',
  seed: (tx, context, deps) => seedBoard(tx, context, deps.clock.now()),
};
