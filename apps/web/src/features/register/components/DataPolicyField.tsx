import { dataPolicyHref } from '@klubhus/domain';
import { Checkbox, Link } from '@klubhus/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataPolicyFieldProps {
  /** The club's data-policy link as the club set it (`dataPolicyHref` makes it an address). */
  link: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  onBlur?: () => void;
  /** The error text under the box (already translated). */
  errorMessage?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * "Jeg accepterer foreningens privatlivspolitik" with the link to the policy (spec document 1 §5: required when
 * the club has a data-policy link). The link sits beside the box, not in its label, so following it never ticks it.
 */
export const DataPolicyField = ({ link, isSelected, onChange, onBlur, errorMessage, ref }: DataPolicyFieldProps) => {
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
