import {
  importSteps,
  type ImportStep,
  type ImportSummary,
  type MemberOverviewRow,
  type MemberType,
} from '@klubhus/domain';
import { Spinner, Stepper } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { importErrorText, proposedMerge, stagedSteps, type StagedStep } from '../importRules';
import { memberImportMutations } from '../mutations';
import { ConfirmStep } from './ConfirmStep';
import { ExistingStep } from './ExistingStep';
import { GroupsStep, type GroupChoice } from './GroupsStep';
import { PreviewStep } from './PreviewStep';
import { RolesStep } from './RolesStep';

export interface StagedStepsProps {
  clubId: number;
  summary: ImportSummary;
  /** Whether this import was waiting when the wizard opened (the wizard says it goes on with it). */
  isResumed: boolean;
  /** After the import was applied: the new members. */
  onApplied: (members: MemberOverviewRow[]) => void;
}

/** `2025-03-14T09:30` → `14-03-2025` (spec: dates as DD-MM-YYYY). */
const dayOf = (at: string) => at.slice(0, 10).split('-').reverse().join('-');

/**
 * The sub-steps of a staged import (spec §4: "existing matches, roles mapping, groups mapping, members preview, then
 * confirm"), opening at the step the import reached. Choices are drafts until Next: Next records the step's choices
 * (all of them, so the server knows the step was passed), then moves on; a refusal keeps the step and says why.
 */
export const StagedSteps = ({ clubId, summary, isResumed, onApplied }: StagedStepsProps) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<StagedStep>(summary.step);
  const passed = (of: ImportStep) => importSteps.indexOf(summary.step) > importSteps.indexOf(of);
  const [merges, setMerges] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(summary.existing.map((row) => [row.memberId, proposedMerge(row, passed('existing'))])),
  );
  const [roles, setRoles] = useState<Record<string, MemberType>>(() =>
    Object.fromEntries(summary.roles.map((role) => [role.id, role.memberType])),
  );
  const [groups, setGroups] = useState<Record<string, GroupChoice>>(() =>
    Object.fromEntries(summary.groups.map((group) => [group.id, { action: group.action, groupId: group.groupId }])),
  );
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const merge = useMutation(memberImportMutations.merge(clubId));
  const recordRoles = useMutation(memberImportMutations.roles(clubId));
  const recordGroups = useMutation(memberImportMutations.groups(clubId));
  const apply = useMutation(memberImportMutations.apply(clubId));

  /** Records the choices of the step being left forward. */
  const record = async (from: StagedStep) => {
    if (from === 'existing' && summary.existing.length > 0) {
      await merge.mutateAsync({
        merges: summary.existing.map((row) => ({ memberId: row.memberId, userId: merges[row.memberId] ?? null })),
      });
    } else if (from === 'roles' && summary.roles.length > 0) {
      await recordRoles.mutateAsync({
        roles: summary.roles.map((role) => ({ id: role.id, memberType: roles[role.id] ?? role.memberType })),
      });
    } else if (from === 'groups' && summary.groups.length > 0) {
      await recordGroups.mutateAsync({
        groups: summary.groups.map((group) => {
          const choice = groups[group.id] ?? { action: group.action, groupId: group.groupId };
          return { id: group.id, action: choice.action, groupId: choice.action === 'match' ? choice.groupId : null };
        }),
      });
    }
  };

  const go = async (target: string) => {
    const to = target as StagedStep;
    setError(undefined);
    if (stagedSteps.indexOf(to) > stagedSteps.indexOf(step)) {
      setIsSaving(true);
      try {
        await record(step);
      } catch (failure) {
        setError(importErrorText(t, failure));
        return;
      } finally {
        setIsSaving(false);
      }
    }
    setStep(to);
  };

  const finish = async () => {
    setError(undefined);
    try {
      const { members } = await apply.mutateAsync(summary.id);
      onApplied(members);
    } catch (failure) {
      setError(importErrorText(t, failure));
    }
  };

  const groupsReady = Object.values(groups).every((choice) => choice.action !== 'match' || choice.groupId !== null);
  const canGoNext =
    !isSaving &&
    !apply.isPending &&
    (step !== 'groups' || groupsReady) &&
    ((step !== 'preview' && step !== 'confirm') || summary.problemCount === 0);

  let content;
  if (step === 'existing') {
    content = (
      <ExistingStep
        existing={summary.existing}
        merges={merges}
        onChange={(memberId, userId) => setMerges((before) => ({ ...before, [memberId]: userId }))}
      />
    );
  } else if (step === 'roles') {
    content = (
      <RolesStep
        roles={summary.roles}
        value={roles}
        onChange={(id, memberType) => setRoles((before) => ({ ...before, [id]: memberType }))}
      />
    );
  } else if (step === 'groups') {
    content = (
      <GroupsStep
        clubId={clubId}
        groups={summary.groups}
        value={groups}
        onChange={(id, choice) => setGroups((before) => ({ ...before, [id]: choice }))}
      />
    );
  } else if (step === 'preview') content = <PreviewStep clubId={clubId} summary={summary} />;
  else content = <ConfirmStep summary={summary} isApplying={apply.isPending} />;

  return (
    <div className="flex flex-col gap-4">
      {isResumed && (
        <p className="rounded-surface bg-info-soft p-3 text-info-soft-fg">
          {t('memberImport.staged', { fileName: summary.fileName, date: dayOf(summary.createdAt) })}
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <Stepper
        steps={stagedSteps.map((id) => ({ id, label: t(`memberImport.steps.${id}`) }))}
        currentStep={step}
        onStepChange={(target) => void go(target)}
        canGoNext={canGoNext}
        onFinish={() => void finish()}
        isPending={apply.isPending}
        backLabel={t('memberImport.steps.back')}
        nextLabel={t('memberImport.steps.next')}
        finishLabel={t('memberImport.confirm.submit')}
        stepsLabel={t('memberImport.steps.label')}
        completedLabel={t('memberImport.steps.completed')}
      >
        <div className="flex flex-col gap-4">
          {content}
          {isSaving && (
            <div className="flex items-center gap-2 text-sm text-fg-muted">
              <Spinner size="sm" aria-label={t('memberImport.saving')} />
              <span aria-hidden="true">{t('memberImport.saving')}</span>
            </div>
          )}
        </div>
      </Stepper>
    </div>
  );
};
