import { zodResolver } from '@hookform/resolvers/zod';
import type { ClubGeneralSettings } from '@klubhus/domain';
import { useForm } from 'react-hook-form';
import { generalSettingsSchema, toFormValues } from '../generalSettingsForm';

/** The general tab's react-hook-form, validated by the domain's rules and started from the saved settings. */
export const useGeneralSettingsForm = (settings: ClubGeneralSettings) =>
  useForm({ resolver: zodResolver(generalSettingsSchema), defaultValues: toFormValues(settings) });

/** The form's `control`, for the field components. */
export type GeneralSettingsControl = ReturnType<typeof useGeneralSettingsForm>['control'];
