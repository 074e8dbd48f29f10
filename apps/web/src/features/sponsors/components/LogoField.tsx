import type { Sponsor } from '@klubhus/domain';
import { ImageUpload, Select, SelectItem } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The logo a form sends: a new image (`logoBase64`) or the address of one of the club's logos (`logo`). */
export interface LogoChoice {
  logoBase64?: string;
  logo?: string;
}

export interface LogoFieldProps {
  /** The logo chosen so far (the sponsor's own when editing). */
  value: LogoChoice;
  onChange: (choice: LogoChoice) => void;
  /** The club's sponsors: their logos can be used again (§5 "logo or logoBase64"). */
  sponsors: readonly Sponsor[];
  /** The sponsor being edited: its own logo is not offered as another's. */
  sponsorId?: number;
  /** The field's error, in the reader's language. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * A sponsor's logo (§5: a new logo or an existing one, one of the two): an image chosen and scaled by `ImageUpload`,
 * or the logo of another of the club's sponsors. Editing, the sponsor's own logo stays until one of those replaces it.
 */
export const LogoField = ({ value, onChange, sponsors, sponsorId, errorMessage, isDisabled }: LogoFieldProps) => {
  const { t } = useTranslation();
  // Choosing an existing logo remounts the picker, so that its preview shows that logo instead of a file chosen before.
  const [picked, setPicked] = useState(0);
  const own = sponsors.find((sponsor) => sponsor.id === sponsorId)?.logo;
  const others = sponsors.filter(
    (sponsor, index) => sponsor.logo !== own && sponsors.findIndex((each) => each.logo === sponsor.logo) === index,
  );
  const reused = value.logo === undefined ? undefined : others.find((sponsor) => sponsor.logo === value.logo);
  return (
    <div className="flex flex-col gap-3">
      <ImageUpload
        key={picked}
        shape="banner"
        label={t('sponsors.form.logo')}
        buttonLabel={t('sponsors.form.chooseLogo')}
        previewAlt={t('sponsors.form.logoAlt')}
        invalidTypeMessage={t('sponsors.form.imageInvalidType')}
        unreadableMessage={t('sponsors.form.imageUnreadable')}
        src={value.logo}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
        onChange={(image) => onChange({ logoBase64: image.base64 })}
      />
      <p className="text-sm text-fg-muted">{t('sponsors.form.logoHelp')}</p>
      {others.length > 0 && (
        <Select
          label={t('sponsors.form.reuseLogo')}
          placeholder={t('sponsors.form.reuseNone')}
          selectedKey={reused ? String(reused.id) : null}
          isDisabled={isDisabled}
          onSelectionChange={(key) => {
            const chosen = others.find((sponsor) => String(sponsor.id) === String(key));
            if (!chosen) return;
            setPicked((count) => count + 1);
            onChange({ logo: chosen.logo });
          }}
        >
          {others.map((sponsor) => (
            <SelectItem key={sponsor.id} id={String(sponsor.id)}>
              {sponsor.title}
            </SelectItem>
          ))}
        </Select>
      )}
    </div>
  );
};
