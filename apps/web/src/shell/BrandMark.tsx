import { useState } from 'react';
import { useDomainSettings } from './DomainSettingsContext';

const sizes = {
  large: { frame: 'h-10 justify-center', image: 'h-10', wordmark: 'text-lg' },
  small: { frame: 'h-8 px-2.5', image: 'h-8', wordmark: 'text-base' },
} as const;

export interface BrandMarkProps {
  /** `large` above the sign-in card, `small` at the top of the sidebar. @default 'large' */
  size?: keyof typeof sizes;
}

/**
 * The brand's logo when it loads, its company name as a wordmark until then (and when there is none):
 * a missing or slow logo file never leaves a broken image.
 */
export const BrandMark = ({ size = 'large' }: BrandMarkProps) => {
  const { companyName, logo } = useDomainSettings();
  const [logoLoaded, setLogoLoaded] = useState(false);
  const classes = sizes[size];
  return (
    <div className={`flex items-center ${classes.frame}`}>
      {logo && (
        <img
          src={logo}
          alt={companyName}
          className={logoLoaded ? `w-auto ${classes.image}` : 'hidden'}
          onLoad={() => setLogoLoaded(true)}
        />
      )}
      {!logoLoaded && (
        <p className={`font-semibold tracking-wide text-brand-soft-fg uppercase ${classes.wordmark}`}>{companyName}</p>
      )}
    </div>
  );
};
