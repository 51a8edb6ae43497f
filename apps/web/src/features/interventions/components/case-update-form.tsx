import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  CASE_STATUSES,
  CASE_TIERS,
  UpdateCaseBodySchema,
  type CaseDetail,
  type CaseStatus,
  type CaseTier,
  type UpdateCaseBody,
} from '@rollcall/contract/interventions';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useStaffOptions } from '../api/get-staff-options';
import { useUpdateCase } from '../api/update-case';
import { SelectField } from './select-field';

type UpdateValues = { status: CaseStatus; tier: CaseTier; assignedTo: string | null };

const FIELDS = ['status', 'tier', 'assignedTo'] as const;
const UNASSIGNED = '';

const toValues = (item: CaseDetail): UpdateValues => ({
  status: item.status,
  tier: item.tier,
  assignedTo: item.assignedTo?._id ?? null,
});

const toTier = (value: string) => CASE_TIERS.find((tier) => String(tier) === value) ?? 1;
const toStatus = (value: string) => CASE_STATUSES.find((status) => status === value) ?? 'open';

/** An admin's changes to a case: its status, its tier and who follows it up. */
export function CaseUpdateForm({ item }: { item: CaseDetail }) {
  const { t } = useTranslation(['interventions', 'common', 'contract']);
  const update = useUpdateCase();
  const staff = useStaffOptions(true);
  const form = useForm<UpdateValues, unknown, UpdateCaseBody>({
    resolver: formResolver<UpdateValues>()(UpdateCaseBodySchema),
    defaultValues: toValues(item),
    reValidateMode: 'onSubmit',
  });
  const { errors, isDirty } = form.formState;
  // The case's assignee stays a choice even when they are no longer active staff.
  const staffData = [
    { value: UNASSIGNED, label: t('table.unassigned') },
    ...(item.assignedTo && !staff.data?.some((option) => option.value === item.assignedTo?._id)
      ? [{ value: item.assignedTo._id, label: item.assignedTo.name }]
      : []),
    ...(staff.data ?? []),
  ];

  const submit = form.handleSubmit(async (body) => {
    if (!form.formState.isDirty) return;
    try {
      const result = await update.mutateAsync({ id: item._id, body });
      form.reset(toValues(result.case));
      notifySuccess(result.message);
    } catch (error) {
      if (!applyFieldErrors(error, FIELDS, form.setError)) {
        notifyError(errorMessage(error, t('update.failed')));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <SelectField
            control={form.control}
            name="status"
            label={t('contract:common.status')}
            data={CASE_STATUSES.map((status) => ({
              value: status,
              label: t(`contract:caseStatuses.${status}`),
            }))}
            toValue={toStatus}
            toOption={(status) => status}
            onEdit={() => form.clearErrors('status')}
          />
          <SelectField
            control={form.control}
            name="tier"
            label={t('common:fields.tier')}
            data={CASE_TIERS.map((tier) => ({
              value: String(tier),
              label: t(`contract:caseTiers.${tier}`),
            }))}
            toValue={toTier}
            toOption={String}
            onEdit={() => form.clearErrors('tier')}
          />
          <SelectField
            control={form.control}
            name="assignedTo"
            label={t('common:fields.assignedTo')}
            data={staffData}
            toValue={(option) => (option === UNASSIGNED ? null : option)}
            toOption={(id) => id ?? UNASSIGNED}
            onEdit={() => form.clearErrors('assignedTo')}
          />
        </SimpleGrid>
        {staff.isError ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('update.staffLoadFailed')}
          </Alert>
        ) : null}
        {errors.root?.message ? (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {/* Dimmed while nothing changed, yet focusable: saving must not drop the focus. */}
          <Button
            type="submit"
            loading={update.isPending}
            data-disabled={isDirty ? undefined : true}
            aria-disabled={!isDirty}
          >
            {t('update.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
