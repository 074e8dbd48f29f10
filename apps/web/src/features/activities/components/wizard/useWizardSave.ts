import type { ActivityDetail, ActivityUpdateInput, NewActivityInput } from '@klubhus/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { activitiesMutations } from '../../mutations';

/** The calls of one save, in order (§2.5): the activity, then its co-hosts, then its images. */
type SavePhase = 'activity' | 'coHosts' | 'images';

/** What one save writes. `activity` left out: only co-hosts or images changed (an edit), no update is sent. */
export interface SavePlan {
  activity?: { create: Omit<NewActivityInput, 'clubId'> } | { update: ActivityUpdateInput };
  /** The co-hosts to set, when they changed (create: when any are chosen). */
  coHostIds?: number[];
  /** Images to upload (at most 10: one call). */
  images?: File[];
}

export type SaveOutcome =
  | { ok: true; activity: ActivityDetail }
  /** The activity call failed: nothing was written, the form shows why. */
  | { ok: false; phase: 'activity'; error: unknown }
  /** A later call failed after the activity was written: `retry` runs what is left. */
  | { ok: false; phase: 'coHosts' | 'images'; error: unknown; activity: ActivityDetail };

export interface SaveProgress {
  phase: SavePhase;
  /** Calls done before this one. */
  done: number;
  total: number;
}

/**
 * Runs a save's calls one after the other and says how far it has come (the wizard's progress bar). A call that
 * fails stops the rest; the activity once written is kept, so that a retry sends only the calls left and never
 * creates the activity twice.
 */
export const useWizardSave = (clubId: number) => {
  const create = useMutation(activitiesMutations.create(clubId));
  const update = useMutation(activitiesMutations.update(clubId));
  const coHosts = useMutation(activitiesMutations.coHosts(clubId));
  const addImages = useMutation(activitiesMutations.addImages(clubId));
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  /**
   * `written`: the activity this save has written already (a retry sends only what is left); `base`: the activity
   * an edit changes, to which co-hosts and images go when its fields are unchanged.
   */
  const run = async (
    plan: SavePlan,
    { written, base }: { written: ActivityDetail | null; base: ActivityDetail | null },
  ): Promise<SaveOutcome> => {
    const phases: SavePhase[] = [
      ...(plan.activity && !written ? (['activity'] as const) : []),
      ...(plan.coHostIds ? (['coHosts'] as const) : []),
      ...(plan.images?.length ? (['images'] as const) : []),
    ];
    let activity = written ?? base;
    for (const [done, phase] of phases.entries()) {
      setProgress({ phase, done, total: phases.length });
      try {
        if (phase === 'activity' && plan.activity) {
          activity =
            'create' in plan.activity
              ? await create.mutateAsync(plan.activity.create)
              : await update.mutateAsync(plan.activity.update);
        } else if (activity && phase === 'coHosts' && plan.coHostIds) {
          activity = await coHosts.mutateAsync({ activityId: activity.id, coHostIds: plan.coHostIds });
        } else if (activity && phase === 'images' && plan.images) {
          const { images } = await addImages.mutateAsync({ activityId: activity.id, images: plan.images });
          activity = { ...activity, images };
        }
      } catch (error) {
        setProgress(null);
        if (phase === 'activity' || !activity) return { ok: false, phase: 'activity', error };
        return { ok: false, phase, error, activity };
      }
    }
    setProgress(null);
    if (!activity) throw new Error('useWizardSave: nothing written and no activity to answer');
    return { ok: true, activity };
  };

  return { run, progress, isSaving: progress !== null };
};
