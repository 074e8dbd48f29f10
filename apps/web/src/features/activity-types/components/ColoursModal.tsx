import {
  activityTypeColourFields,
  activityTypeColourPairs,
  activityTypeColourWireNames,
  activityTypePresetNames,
  activityTypePresets,
  presetOfColours,
  type ActivityType,
  type ActivityTypeColourField,
  type ActivityTypeColourPair,
  type ActivityTypeColours,
  type ActivityTypePresetName,
} from '@klubhus/domain';
import { ColourField, Modal, Spinner, SwatchPicker } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../activityTypeErrors';
import { AA_TEXT, pairContrast } from '../contrast';
import type { ActivityTypeLook } from '../hooks/useActivityTypes';
import { activityTypesMutations } from '../mutations';
import { ActivityTypeIcon } from './ActivityTypeIcon';

const pairs = Object.keys(activityTypeColourPairs) as ActivityTypeColourPair[];

/** A preset being applied: how many of its six calls are done, and whether one failed. */
interface PresetRun {
  name: ActivityTypePresetName;
  done: number;
  failed: boolean;
}

/** A pair as it will look: the icon recoloured to the font colour, the title on the background. */
const PairPreview = ({ look, background, font }: { look: ActivityTypeLook; background: string; font: string }) => (
  <span
    className="inline-flex max-w-full items-center gap-2 rounded-control px-3 py-2 font-medium"
    style={{ backgroundColor: background, color: font }}
  >
    {look.iconUrl ? <ActivityTypeIcon iconUrl={look.iconUrl} colour={font} size={20} /> : null}
    <span className="truncate">{look.title}</span>
  </span>
);

export interface ColoursModalProps {
  clubId: number;
  type: ActivityType;
  look: ActivityTypeLook;
  onClose: () => void;
}

/**
 * "Farver" (§2.11, §9; ADR 024): the five presets, each applied as six `Default/edit` calls one after the other with
 * their progress, and the six colours as three pairs of background and font, each saved on its own when committed.
 * Each pair shows a preview with the icon in its font colour, and a warning when it fails WCAG AA (4.5:1).
 */
export const ColoursModal = ({ clubId, type, look, onClose }: ColoursModalProps) => {
  const { t, i18n } = useTranslation();
  const edit = useMutation(activityTypesMutations.edit(clubId));
  const idPrefix = useId();
  // Committed colours whose call has not answered yet: the fields and previews show them meanwhile.
  const [drafts, setDrafts] = useState<Partial<ActivityTypeColours>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ActivityTypeColourField, string>>>({});
  const [status, setStatus] = useState('');
  const [run, setRun] = useState<PresetRun | null>(null);
  const isApplying = run !== null && !run.failed && run.done < activityTypeColourFields.length;

  const colourOf = (field: ActivityTypeColourField) => drafts[field] ?? type[field];
  const ratio = (pair: ActivityTypeColourPair) =>
    pairContrast(colourOf(activityTypeColourPairs[pair].background), colourOf(activityTypeColourPairs[pair].font));
  const formatRatio = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(Math.floor(value * 10) / 10);

  const saveColour = (field: ActivityTypeColourField, value: string) => {
    setDrafts((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setStatus('');
    edit.mutate(
      { typeId: type.clubActivityTypeId, change: { [activityTypeColourWireNames[field]]: value } },
      {
        onSuccess: () => setStatus(t('activityTypes.colours.saved')),
        onError: (error) =>
          setFieldErrors((current) => ({
            ...current,
            [field]: failureText(t, error) ?? t('activityTypes.colours.failed'),
          })),
        onSettled: () =>
          setDrafts((current) => {
            const { [field]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  /** Six calls, one field each (§7), in order; the first failure stops the rest. */
  const applyPreset = async (name: ActivityTypePresetName) => {
    const preset = activityTypePresets[name];
    setStatus('');
    setFieldErrors({});
    setRun({ name, done: 0, failed: false });
    let done = 0;
    for (const field of activityTypeColourFields) {
      try {
        await edit.mutateAsync({
          typeId: type.clubActivityTypeId,
          change: { [activityTypeColourWireNames[field]]: preset[field] },
        });
      } catch {
        setRun({ name, done, failed: true });
        return;
      }
      done += 1;
      setRun({ name, done, failed: false });
    }
    setStatus(t('activityTypes.colours.applied'));
  };

  const total = activityTypeColourFields.length;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activityTypes.colours.title', { title: look.title })}
      closeLabel={t('activityTypes.close')}
    >
      <div className="flex flex-col gap-6 sm:w-xl">
        <div className="flex flex-col gap-3">
          <SwatchPicker
            label={t('activityTypes.colours.presets')}
            options={activityTypePresetNames.map((name) => ({
              id: name,
              label: t(`activityTypes.colours.presetNames.${name}`),
              colour: activityTypePresets[name].backgroundHexColorLightTheme,
              textColour: activityTypePresets[name].fontHexColorLightTheme,
            }))}
            value={run && !run.failed ? run.name : (presetOfColours(type) ?? null)}
            isDisabled={isApplying || edit.isPending}
            onChange={(name) => void applyPreset(name as ActivityTypePresetName)}
          />
          {run?.failed && (
            <p role="alert" className="text-sm text-danger">
              {t('activityTypes.colours.presetFailed', { done: run.done, total })}
            </p>
          )}
          <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            {isApplying ? (
              <>
                <Spinner size="sm" isDecorative />
                {t('activityTypes.colours.applying', { done: run.done, total })}
              </>
            ) : (
              status
            )}
          </p>
        </div>
        {pairs.map((pair) => {
          const { background, font } = activityTypeColourPairs[pair];
          const pairRatio = ratio(pair);
          return (
            <section
              key={pair}
              aria-labelledby={`${idPrefix}-${pair}`}
              className="flex flex-col gap-3 border-t border-border pt-4"
            >
              <div>
                <h3 id={`${idPrefix}-${pair}`} className="font-semibold">
                  {t(`activityTypes.colours.pairs.${pair}`)}
                </h3>
                <p className="text-sm text-fg-muted">{t(`activityTypes.colours.pairHelp.${pair}`)}</p>
              </div>
              <div className="flex flex-wrap items-start gap-4">
                {[background, font].map((field) => (
                  <ColourField
                    key={field}
                    label={t(field === background ? 'activityTypes.colours.background' : 'activityTypes.colours.font')}
                    value={colourOf(field)}
                    onChange={(value) => saveColour(field, value)}
                    invalidMessage={t('activityTypes.colours.invalid')}
                    errorMessage={fieldErrors[field]}
                    isDisabled={isApplying}
                    className="w-44"
                  />
                ))}
                <div className="flex min-w-0 flex-col gap-1 pt-7">
                  <PairPreview look={look} background={colourOf(background)} font={colourOf(font)} />
                </div>
              </div>
              {pairRatio < AA_TEXT && (
                <p className="rounded-surface bg-warning-soft p-2 text-sm text-warning-soft-fg">
                  {t('activityTypes.colours.contrastWarning', { ratio: formatRatio(pairRatio) })}
                </p>
              )}
            </section>
          );
        })}
      </div>
    </Modal>
  );
};
