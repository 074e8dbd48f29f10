import { bcp47, localeCodes, switcherLocales, type LocaleCode } from '@klubhus/domain';
import { ClubSwitcher, LanguageSwitcher, MemberSwitcher } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useActiveClub } from '../session/useActiveClub';
import { sessionMutations } from '../session/sessionMutations';
import { sessionQueries } from '../session/sessionQueries';
import { useFlag } from '../FlagsContext';
import { applyLocale, rememberLocale } from '../locale';
import { useSession, useSessionStore } from '../session/SessionContext';

/** Each language named in itself, so a reader finds theirs whatever language the page is in. */
const languageNames: Record<LocaleCode, string> = {
  da: 'Dansk',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  pl: 'Polski',
  cz: 'Čeština',
  sk: 'Slovenčina',
  no: 'Norsk',
};

/** The user's clubs; the choice is remembered (local storage) and survives a reload (spec document 1 §4). */
export const ClubSwitch = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const navigate = useNavigate();
  const canCreate = useFlag('club_creation');
  const { clubs = [], activeClub } = useActiveClub();
  if (!activeClub) return null;
  return (
    <ClubSwitcher
      clubs={clubs.map((club) => ({ id: String(club.clubId), name: club.title, logoSrc: club.imageUrl ?? undefined }))}
      activeClubId={String(activeClub.clubId)}
      onSelect={(id) => store.setClubId(Number(id))}
      onCreateClub={canCreate ? () => void navigate('/create-club') : undefined}
      createClubLabel={t('shell.switchers.createClub')}
      label={t('shell.switchers.club')}
    />
  );
};

/** The signed-in user and their children; choosing one opens that member's own page. */
export const MemberSwitch = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const navigate = useNavigate();
  const { user, memberId } = useSession();
  const children = useQuery(sessionQueries.children());
  if (!user) return null;
  const members = [
    { id: String(user.id), firstName: user.firstName, surname: user.surname, imageSrc: user.imageUrl ?? undefined },
    ...(children.data ?? []).map((child) => ({
      id: String(child.id),
      firstName: child.firstName,
      surname: child.surname,
      relation: t('shell.switchers.child'),
    })),
  ];
  const current = members.some((member) => member.id === String(memberId)) ? String(memberId) : String(user.id);
  return (
    <MemberSwitcher
      members={members}
      currentId={current}
      onSelect={(id) => {
        store.setMemberId(id === String(user.id) ? null : Number(id));
        void navigate('/my-page');
      }}
      label={t('shell.switchers.member')}
    />
  );
};

/**
 * The spec's switcher offers da, en and de; the choice changes the texts, never the brand, and is remembered.
 * A signed-in user's choice is also the language of their mail; saving it is best effort (the texts change
 * either way, and the next choice saves again).
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const { isSignedIn } = useSession();
  const saveLocale = useMutation(sessionMutations.locale());
  const current = localeCodes.find((code) => bcp47(code) === i18n.language) ?? 'da';
  return (
    <LanguageSwitcher
      locales={switcherLocales}
      value={current}
      labels={languageNames}
      label={t('shell.switchers.language')}
      onChange={(code) => {
        const locale = code as LocaleCode;
        rememberLocale(window.localStorage, locale);
        void applyLocale(i18n, locale, document);
        if (isSignedIn) saveLocale.mutate(locale);
      }}
    />
  );
};
