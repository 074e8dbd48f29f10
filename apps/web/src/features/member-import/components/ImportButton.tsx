import { Button } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../shell/FlagsContext';
import type { MembersToolbarPartProps } from '../../members/public';
import { ImportWizard } from './ImportWizard';

/**
 * "Importér medlemmer" in the members toolbar (spec document 1 §2: "import members (hidden in a flag-restricted
 * case)"): administrators only, and none in restricted mode (`restricted_mode`, spec §6).
 */
export const ImportButton = ({ clubId, isAdministrator }: MembersToolbarPartProps) => {
  const { t } = useTranslation();
  const isRestricted = useFlag('restricted_mode');
  const [isOpen, setIsOpen] = useState(false);
  if (!isAdministrator || isRestricted) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setIsOpen(true)}>
        {t('memberImport.button')}
      </Button>
      {isOpen && <ImportWizard clubId={clubId} onClose={() => setIsOpen(false)} />}
    </>
  );
};
