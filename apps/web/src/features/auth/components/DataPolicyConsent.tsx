import { dataPolicyHref } from '@klubhus/domain';
import { Checkbox, Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

export interface DataPolicyConsentProps {
  /** The club's data-policy link as stored (a bare `klub.dk/privatliv` gets `https://`). */
  link: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/**
 * "Jeg accepterer foreningens privatlivspolitik" with the link to the policy (spec document 1 §5: the
 * box must be ticked before signing in). The link sits beside the box, not inside its label, so that
 * following it never ticks the box.
 */
export const DataPolicyConsent = ({ link, isSelected, onChange }: DataPolicyConsentProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <Checkbox isSelected={isSelected} onChange={onChange} isRequired>
        {t('auth.policy.accept')}
      </Checkbox>
      <Link
        href={dataPolicyHref(link)}
        target="_blank"
        rel="noopener noreferrer"
        variant="standalone"
        className="ml-6 w-fit text-sm"
      >
        {t('auth.policy.read')}
      </Link>
    </div>
  );
};
