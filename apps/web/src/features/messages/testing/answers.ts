import {
  contract,
  DEFAULT_TIME_ZONE,
  memberTypeOf,
  type BoardMessage,
  type BoardMessagePage,
  type MemberRole,
  type MessageComment,
} from '@klubhus/domain';
import { answer, type Answer } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { sampleGroups } from '../../members/testing/answers';

/**
 * What the messages tests and stories share: the sample club's messages (newest first), their comments, the
 * templates, and the unsubscribe link's choice. Times are UTC on the wire; the club shows them in Copenhagen time.
 */

const club = { id: sampleClub.clubId, title: sampleClub.title };

const comment = (
  id: number,
  displayName: string,
  text: string,
  createdAt: string,
  userId = 40 + id,
): MessageComment => ({
  id,
  userId,
  comment: text,
  type: 0,
  userImageUrl: null,
  displayName,
  createdAt,
});

/** Five comments on the season's message, oldest first. */
const sampleMessageComments: MessageComment[] = [
  comment(1, 'Lars Møller', 'Tak for info!', '2026-11-20T08:10:00Z'),
  comment(2, 'Mette Nielsen', 'Er der stadig plads på holdet om tirsdagen?', '2026-11-20T09:30:00Z'),
  comment(3, 'Søren Pedersen', 'Ja, skriv til mig på https://aarhusroklub.dk/kontakt', '2026-11-20T10:05:00Z'),
  comment(4, 'Ida Ærø', 'Jeg tager kage med til standerhejsningen.', '2026-11-21T16:45:00Z'),
  comment(5, 'Anna Hansen', 'Super, vi ses!', '2026-11-22T07:00:00Z', 7),
];

/** The long text of the season's message: more than 200 characters, a link, and line breaks. */
export const seasonText =
  'Kære medlemmer\n\nSæsonen 2027 starter lørdag den 3. april med standerhejsning kl. 10 ved bådhuset. ' +
  'Vi får to nye inriggere, og vi skal bruge hjælp til at gøre bådene klar i marts. ' +
  'Tilmeld dig arbejdsdagene på https://aarhusroklub.dk/arbejdsdage, så vi ved, hvor mange der kommer.\n\n' +
  'Husk også at betale kontingent inden 1. marts. Med venlig hilsen, bestyrelsen';

const message = (fields: Partial<BoardMessage> & Pick<BoardMessage, 'id' | 'title' | 'message'>): BoardMessage => ({
  clubId: sampleClub.clubId,
  createdAt: '2026-11-19T14:30:00Z',
  timeStamp: '2026-11-19T14:30:00Z',
  createdByUserId: 7,
  author: { firstName: 'Anna', surname: 'Hansen' },
  allMembers: true,
  groups: [],
  club,
  comments: [],
  commentCount: 0,
  ...fields,
});

/** The club's messages, newest first: to all, to two groups, by a former user. */
export const sampleMessages: BoardMessage[] = [
  message({
    id: 301,
    title: 'Sæsonstart 2027',
    message: seasonText,
    comments: sampleMessageComments.slice(-3),
    commentCount: sampleMessageComments.length,
  }),
  message({
    id: 302,
    title: 'Ny træningstid for U11',
    message: 'Fra næste uge træner U11 tirsdag kl. 17–18.30 i stedet for onsdag.',
    createdAt: '2026-11-12T09:00:00Z',
    timeStamp: '2026-11-12T09:00:00Z',
    allMembers: false,
    groups: [
      { id: 4, title: 'U11 drenge' },
      { id: 5, title: 'U11 piger' },
    ],
  }),
  message({
    id: 303,
    title: 'Generalforsamling',
    message: 'Generalforsamlingen holdes torsdag den 25. februar kl. 19 i klubhuset. Dagsorden følger.',
    createdAt: '2026-10-01T18:00:00Z',
    timeStamp: '2026-10-01T18:00:00Z',
    createdByUserId: null,
    author: null,
    comments: [sampleMessageComments[0]!],
    commentCount: 1,
  }),
];

/** One page of a list. */
export const messagePage = (
  messages: BoardMessage[] = sampleMessages,
  totalCount = messages.length,
): BoardMessagePage => ({
  messages,
  totalCount,
  timeZone: DEFAULT_TIME_ZONE,
});

/** `count` messages, newest first, for paging (ids from 1000). */
export const manyMessages = (count: number): BoardMessage[] =>
  Array.from({ length: count }, (_, index) =>
    message({
      id: 1000 + index,
      title: `Besked nummer ${index + 1}`,
      message: `Kort nyt fra bestyrelsen, nummer ${index + 1}.`,
      createdAt: new Date(Date.UTC(2026, 10, 1) - index * 86_400_000).toISOString(),
    }),
  );

/** The server's paging of `messages` by `offset` and `limit`. */
export const pagedAnswer = (messages: BoardMessage[]) => (query: Record<string, string>) => {
  const offset = Number(query.offset ?? 0);
  const limit = Number(query.limit ?? 20);
  return messagePage(messages.slice(offset, offset + limit), messages.length);
};

const sampleTemplates = [
  { id: 1, title: 'Velkommen til nye medlemmer', message: 'Velkommen i klubben! Vi glæder os til at se dig.' },
  { id: 2, title: 'Aflysning', message: 'Træningen i dag er aflyst på grund af vejret.' },
];

/** The signed-in user's club with `role` (administrator unless named). */
export const clubAs = (role: MemberRole = 'admin'): Answer =>
  answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf(role) }]);

/** The token of a valid unsubscribe link in the samples. */
export const sampleToken = 'tok3n-aarhus-anna';

export const messagesAnswers: Answer[] = [
  clubAs('admin'),
  answer(contract.clubMessages, ({ query }) => pagedAnswer(sampleMessages)(query)),
  answer(contract.myMessages, ({ query }) => pagedAnswer(sampleMessages.slice(0, 2))(query)),
  answer(contract.messageComments, { comments: sampleMessageComments, totalCount: sampleMessageComments.length }),
  answer(contract.addMessageComment, ({ body }) =>
    comment(99, 'Anna Hansen', (body as { comment: string }).comment, '2026-11-23T10:00:00Z', 7),
  ),
  answer(contract.createMessage, ({ body }) => ({
    ...message({ id: 400, ...(body as Pick<BoardMessage, 'title' | 'message' | 'allMembers'>) }),
    recipientCount: 42,
  })),
  answer(contract.updateMessage, ({ params, body }) => ({
    ...(sampleMessages.find((one) => one.id === Number(params.id)) ?? sampleMessages[0]!),
    ...(body as Pick<BoardMessage, 'title' | 'message' | 'allMembers'>),
  })),
  answer(contract.deleteMessage),
  answer(contract.messageTemplates, { templates: sampleTemplates }),
  answer(contract.groupOverview, sampleGroups),
  answer(contract.messageMailChoice, { club: sampleClub.title, subscribed: true }),
  answer(contract.setMessageMailChoice, ({ body }) => ({
    club: sampleClub.title,
    subscribed: (body as URLSearchParams).get('subscribe') === 'true',
  })),
];
