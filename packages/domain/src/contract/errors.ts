import * as z from 'zod';
import { ACTIVITY_TYPES_MAX } from '../rules/activityTypes.js';

/** The error body every failing call answers with (ARCHITECTURE §2). */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  /** The spec's message key where one applies (`required`, `emailValid`, ...). */
  code: z.string().optional(),
  /** The request field a validation or conflict error is about, so a form can show it under that field. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/**
 * Refusals of the groups calls the web translates (ADR 016), with the spec's Danish text where it gives one
 * (document 1 §5, §8: "For mange medlemmer"). The member calls adding people to a group refuse with the same
 * `tooManyMembers`.
 */
export const groupRefusals = {
  tooManyMembers: { code: 'tooManyMembers', message: 'For mange medlemmer' },
  tooManyGroups: { code: 'tooManyGroups', message: 'Foreningen har nået det højeste antal grupper' },
  unknownGroup: { code: 'unknownGroup', message: 'Gruppen findes ikke i foreningen' },
} as const;

/**
 * Refusals of the member calls of "Members II" the web translates (ADR 017), with the spec's Danish text where it
 * gives one (document 1 §5: "Email på barnebruger kan ikke redigeres"; §8: "Denne e-mail er allerede i brug").
 */
export const memberRefusals = {
  memberNotFound: { code: 'memberNotFound', message: 'Medlemmet findes ikke' },
  soleAdministrator: { code: 'soleAdministrator', message: 'Foreningen skal have mindst én administrator' },
  cannotEditMember: {
    code: 'cannotEditMember',
    message: 'Medlemmets oplysninger kan ikke ændres, fordi en bruger kan være medlem af flere foreninger.',
  },
  emailInUse: { code: 'emailInUse', message: 'Denne e-mail er allerede i brug' },
  childEmail: { code: 'childEmail', message: 'Email på barnebruger kan ikke redigeres' },
  inactiveMember: { code: 'inactiveMember', message: 'Et inaktivt medlem kan ikke dette' },
  requestNotFound: { code: 'requestNotFound', message: 'Anmodningen findes ikke' },
  relationExists: { code: 'relationExists', message: 'De to medlemmer har allerede en relation' },
  relationNotFound: { code: 'relationNotFound', message: 'Relationen findes ikke' },
  sameMember: { code: 'sameMember', message: 'Et medlem kan ikke have en relation til sig selv' },
  featureOff: { code: 'featureOff', message: 'Funktionen er slået fra' },
} as const;

/**
 * Refusals of "Joining I" (ADR 018), with the spec's Danish text where it gives one (document 1 §5: "Vælg
 * forælder/værge (mindst én)"; §8: "Emailen er allerede i brug" when an imported user's new account takes an e-mail
 * an account has). Create member refuses an e-mail of an active member with Members II's `emailInUse`.
 */
export const joiningRefusals = {
  invalidInvitation: { code: 'invalidInvitation', message: 'Invitationslinket er ugyldigt eller udløbet' },
  importNotFound: { code: 'importNotFound', message: 'Importen findes ikke' },
  tooManyInactiveMembers: {
    code: 'tooManyInactiveMembers',
    message: 'Foreningen har nået det højeste antal inaktive medlemmer',
  },
  sentToday: { code: 'sentToday', message: 'Invitationen er sendt og kan sendes igen i morgen' },
  emailTaken: { code: 'emailTaken', message: 'Emailen er allerede i brug' },
  parentRequired: { code: 'parentRequired', message: 'Vælg forælder/værge (mindst én)' },
  ownLoginRequired: { code: 'ownLoginRequired', message: 'Vælg, om barnet selv skal kunne logge ind' },
  parentNotAdult: { code: 'parentNotAdult', message: 'En forælder/værge skal være en voksen på invitationen' },
  alreadyActivated: { code: 'alreadyActivated', message: 'Personen er allerede oprettet' },
  tooManyPeople: { code: 'tooManyPeople', message: 'Der kan højst være 20 personer på én invitation' },
  tooManyChildren: { code: 'tooManyChildren', message: 'Du kan højst registrere 20 børn i en forening' },
  dataPolicyRequired: { code: 'dataPolicyRequired', message: 'Du skal acceptere foreningens persondatapolitik' },
  tooYoung: { code: 'tooYoung', message: 'Man skal være mindst 13 år for at oprette en bruger' },
  wrongPassword: { code: 'wrongPassword', message: 'forkert password' },
  wrongClub: { code: 'wrongClub', message: 'Invitationen gælder en anden forening' },
  notYourChild: { code: 'notYourChild', message: 'Barnet findes ikke på din invitation' },
} as const;

/** Refusals of "Joining II" (ADR 019), with the spec's Danish text where it gives one (§8 "invalid invitation link"). */
export const invitationRefusals = {
  invalidClubToken: { code: 'invalidClubToken', message: 'Ugyldigt eller inaktivit invitationslink' },
  linkNotFound: { code: 'linkNotFound', message: 'Linket findes ikke' },
  tooManyLinks: { code: 'tooManyLinks', message: 'Foreningen har nået det højeste antal aktive tilmeldingslinks' },
  requestRequired: { code: 'requestRequired', message: 'Foreningen optager nye medlemmer efter anmodning' },
} as const;

/**
 * Refusals of "Joining III" (ADR 020): the import wizard. §5 "Import accepts only .csv files"; §8 "file upload error:
 * shown in red under the file picker" (the web shows these texts there). A refusal about one line of the file names
 * it in `field` as `line.N` (1-based, the header is line 1) and in the message.
 */
export const memberImportRefusals = {
  csvOnly: { code: 'csvOnly', message: 'Filen skal være en .csv-fil' },
  csvEmpty: { code: 'csvEmpty', message: 'Filen indeholder ingen medlemmer' },
  csvMalformed: { code: 'csvMalformed', message: 'Filen kan ikke læses' },
  csvColumnsMissing: { code: 'csvColumnsMissing', message: 'Filen mangler kolonnerne for fornavn og efternavn' },
  csvTooManyRows: { code: 'csvTooManyRows', message: 'Filen har for mange rækker (højst 20.000)' },
  csvTooManyMappings: { code: 'csvTooManyMappings', message: 'Filen har for mange roller eller grupper (højst 2.000)' },
  notDanishClub: { code: 'notDanishClub', message: 'Import fra foreningssystem findes kun for danske foreninger' },
  importRowNotFound: { code: 'importRowNotFound', message: 'Rækken findes ikke i importen' },
  importMappingNotFound: { code: 'importMappingNotFound', message: 'Rollen eller gruppen findes ikke i importen' },
  importHasProblems: {
    code: 'importHasProblems',
    message: 'Nogle rækker skal rettes eller fjernes, før importen kan gennemføres',
  },
  importChanged: { code: 'importChanged', message: 'Importen er ændret eller ryddet imens. Indlæs den igen.' },
} as const;

/**
 * Refusals of the fixture import (ADR 027; the spec gives no texts: ours). A row that cannot be read is named in
 * `field` as `line.N` (the header is row 1) and in the message, as the member import does.
 */
export const fixtureImportRefusals = {
  fixtureFileType: { code: 'fixtureFileType', message: 'Filen skal være en .xlsx- eller .csv-fil' },
  fixtureEmpty: { code: 'fixtureEmpty', message: 'Filen indeholder ingen kampe' },
  fixtureColumnsMissing: {
    code: 'fixtureColumnsMissing',
    message: 'Filen mangler kolonnerne for dato, tid, hjemmehold og udehold',
  },
  fixtureRowInvalid: { code: 'fixtureRowInvalid', message: 'Rækken kan ikke læses' },
  fixtureTooManyRows: { code: 'fixtureTooManyRows', message: 'Filen har for mange kampe (højst 500)' },
  fixtureGroupNotFound: { code: 'fixtureGroupNotFound', message: 'Holdet findes ikke' },
} as const;

/**
 * Refusals of "Activities I" (ADR 022), with the spec's Danish text where it gives one (document 2 §5, §8: "Det er
 * ikke muligt at ændre beløb i en aktivitetsbetaling", "Kræver MobilePay - Foreningsaftale").
 */
export const activityRefusals = {
  activityNotFound: { code: 'activityNotFound', message: 'Aktiviteten findes ikke' },
  amountFixed: { code: 'amountFixed', message: 'Det er ikke muligt at ændre beløb i en aktivitetsbetaling' },
  paymentAgreementRequired: { code: 'paymentAgreementRequired', message: 'Kræver MobilePay - Foreningsaftale' },
  activityArchived: { code: 'activityArchived', message: 'En afholdt aktivitet kan ikke redigeres' },
  activityCancelled: { code: 'activityCancelled', message: 'Aktiviteten er aflyst' },
  startTooEarly: { code: 'startTooEarly', message: 'Starttidspunktet kan ikke være før i går' },
  recurringTimesMismatch: {
    code: 'recurringTimesMismatch',
    message: 'Antallet af gentagelser passer ikke med start og slutdato',
  },
  notYourActivity: {
    code: 'notYourActivity',
    message: 'Du kan kun ændre aktiviteter, du selv har oprettet eller er ansvarlig for',
  },
  notYourGroup: { code: 'notYourGroup', message: 'Du kan kun invitere grupper, du er leder af, og deres medlemmer' },
  coHostsNeedAmount: { code: 'coHostsNeedAmount', message: 'Medarrangører kræver en aktivitetsbetaling' },
  unknownCandidate: { code: 'unknownCandidate', message: 'Personen kan ikke være ansvarlig for aktiviteten' },
  tooManyImages: { code: 'tooManyImages', message: 'En aktivitet kan højst have 20 billeder' },
  imageNotFound: { code: 'imageNotFound', message: 'Billedet findes ikke på aktiviteten' },
} as const;

/**
 * Refusals of "Activities II" (ADR 023): participants, comments and statistics, with the spec's Danish text where it
 * gives one (document 2 §8: 'Kan ikke fjerne medlem').
 */
export const participationRefusals = {
  memberInvitedByGroup: { code: 'memberInvitedByGroup', message: 'Kan ikke fjerne medlem' },
  activityFull: { code: 'activityFull', message: 'Der er ikke flere pladser på aktiviteten' },
  notParticipant: { code: 'notParticipant', message: 'Personen er ikke inviteret til aktiviteten' },
  participantAttending: {
    code: 'participantAttending',
    message: 'Personen har meldt sig til. Fjern alligevel for at fjerne dem, der deltager.',
  },
  groupNotInvited: { code: 'groupNotInvited', message: 'Gruppen er ikke inviteret til aktiviteten' },
  participantsHidden: { code: 'participantsHidden', message: 'Deltagerlisten er skjult for medlemmer' },
  notInvited: { code: 'notInvited', message: 'Du er ikke inviteret til aktiviteten' },
  commentsDisabled: { code: 'commentsDisabled', message: 'Kommentarer er slået fra på aktiviteten' },
  commentTextOrImage: { code: 'commentTextOrImage', message: 'En kommentar er enten en tekst eller et billede' },
  participantAdminOff: { code: 'participantAdminOff', message: 'Deltageradministration er slået fra' },
  statisticsRange: { code: 'statisticsRange', message: 'Perioden skal slutte efter den starter og højst vare fem år' },
} as const;

/** Refusals of "Activity types" (ADR 024). The spec gives no Danish text for them; these are ours. */
export const activityTypeRefusals = {
  activityTypeNotFound: { code: 'activityTypeNotFound', message: 'Aktivitetstypen findes ikke' },
  activityTypesFull: {
    code: 'activityTypesFull',
    message: `Klubben har allerede ${ACTIVITY_TYPES_MAX} aktivitetstyper`,
  },
  lastActivityType: { code: 'lastActivityType', message: 'Klubben skal have mindst én aktivitetstype' },
  imageNotOurs: { code: 'imageNotOurs', message: 'Kun billeder fra Klubhus kan farves om' },
  imageNotFound: { code: 'imageNotFound', message: 'Billedet findes ikke' },
  activityTypeHidden: { code: 'activityTypeHidden', message: 'Aktivitetstypen er fjernet' },
} as const;

/**
 * Refusals of sharing an activity to a shared calendar (document 2 §2.7, §8; ADR 026): the spec's hints 'Kræver
 * coverbillede' and 'Kræver beskrivelse' verbatim; it gives no text for the VAT number ('Kræver CVR-nummer' is ours) nor
 * for the others.
 */
export const sharedCalendarRefusals = {
  unknownCalendar: { code: 'unknownCalendar', message: 'Kalenderen findes ikke' },
  calendarSharingOff: { code: 'calendarSharingOff', message: 'Deling til offentlige kalendere er slået fra' },
  coverImageRequired: { code: 'coverImageRequired', message: 'Kræver coverbillede' },
  descriptionRequired: { code: 'descriptionRequired', message: 'Kræver beskrivelse' },
  vatNumberRequired: { code: 'vatNumberRequired', message: 'Kræver CVR-nummer' },
} as const;

/**
 * Refusals of messages and boards (ADR 028; the spec gives no texts but §5's rule: ours). A group of another club is
 * `groupRefusals.unknownGroup` with `field` `groupIds`.
 */
export const messageRefusals = {
  messageNotFound: { code: 'messageNotFound', message: 'Beskeden findes ikke' },
  groupsRequired: { code: 'groupsRequired', message: 'Vælg mindst én gruppe, eller send beskeden til alle medlemmer' },
  notARecipient: { code: 'notARecipient', message: 'Beskeden er ikke til dig' },
  notYourself: { code: 'notYourself', message: 'Du kan kun skrive kommentarer som dig selv' },
  messageCommentsOff: { code: 'messageCommentsOff', message: 'Kommentarer på beskeder er slået fra' },
  unsubscribeLinkInvalid: { code: 'unsubscribeLinkInvalid', message: 'Linket er ikke gyldigt' },
} as const;

/** Refusals of sponsors (ADR 029; the spec gives no texts but §5's rules: ours). */
export const sponsorRefusals = {
  sponsorNotFound: { code: 'sponsorNotFound', message: 'Sponsoren findes ikke' },
  logoRequired: { code: 'logoRequired', message: 'Vælg et logo' },
  logoNotFound: { code: 'logoNotFound', message: 'Logoet findes ikke i klubben' },
  zipsExternalOnly: { code: 'zipsExternalOnly', message: 'Kun eksterne sponsorer kan målrettes postnumre' },
  sponsorsFull: { code: 'sponsorsFull', message: 'Klubben har nået det største antal sponsorer' },
  unknownPackage: { code: 'unknownPackage', message: 'Vælg en af visningspakkerne' },
} as const;
