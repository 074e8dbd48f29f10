import type { GroupOverviewItem } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../../shell/FlagsContext';
import { SignupLinkModal } from './SignupLinkModal';

export interface SignupLinkButtonProps {
  clubId: number;
  /** The group the screen lists: its links; undefined for the club's own (all members, not in groups, inactive). */
  group: GroupOverviewItem | undefined;
  /** While the listed group is not known yet. */
  isDisabled?: boolean;
}

/**
 * "Tilmeldingslink" in the members toolbar (spec document 1 §2 "Toolbar: sign-up link (only when a flag is on)";
 * ADR 019): administrators', behind `signup_link`. Opens the dialog for the listed group, or for the club.
 */
export const SignupLinkButton = ({ clubId, group, isDisabled = false }: SignupLinkButtonProps) => {
  const { t } = useTranslation();
  const isOn = useFlag('signup_link');
  const [isOpen, setIsOpen] = useState(false);
  if (!isOn) return null;
  return (
    <>
      <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => setIsOpen(true)}>
        {t('members.signupLinks.button')}
      </Button>
      {isOpen && <SignupLinkModal clubId={clubId} group={group} onClose={() => setIsOpen(false)} />}
    </>
  );
};
