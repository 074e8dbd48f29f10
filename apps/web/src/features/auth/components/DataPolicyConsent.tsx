import { dataPolicyHref } from '@klubhus/domain';
import { Checkbox, Link } from '@klubhus/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataPolicyConsentProps {
  /** The club's data-policy link as stored (a bare `klub.dk/privatliv` gets `https://`). */
  link: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** In a react-hook-form form (the sign-up's): its blur, its error text (already translated) and its ref. */
  onBlur?: () => void;
  errorMessage?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * "Jeg accepterer foreningens privatlivspolitik" with the link to the policy (spec document 1 §5: the
 * box must be ticked before signing in). The link sits beside the box, not inside its label, so that
 * following it never ticks the box.
 */
export const DataPolicyConsent = ({
  link,
  isSelected,
  onChange,
  onBlur,
  errorMessage,
  ref,
}: DataPolicyConsentProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        isSelected={isSelected}
        onChange={onChange}
        onBlur={onBlur}
        isRequired
        errorMessage={errorMessage}
        ref={ref}
      >
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
