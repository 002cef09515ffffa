import { createBranchSchema, type Branch } from 'shared-api/schemas';
import type { z } from 'zod';
import { FormCheckboxField, FormGrid, FormSection, FormTextAreaField, FormTextField, RecordForm, useAdminForm } from '../../ui';
import type { MasterFormProps } from '../masters/master-pages';

export type BranchFormInput = z.input<typeof createBranchSchema>;
export type BranchFormValues = z.output<typeof createBranchSchema>;

export const EMPTY_BRANCH: BranchFormInput = { name: '', code: '', address: '', phone: '', active: true, notes: '' };

export function branchFormInput(branch: Branch): BranchFormInput {
  return {
    name: branch.name,
    code: branch.code,
    address: branch.address ?? '',
    phone: branch.phone ?? '',
    active: branch.active,
    notes: branch.notes ?? '',
  };
}

/** An office that books its own trips; its code is printed in their numbers. */
export function BranchForm({ initialValues = EMPTY_BRANCH, ...props }: MasterFormProps<BranchFormValues, BranchFormInput>) {
  const form = useAdminForm({ schema: createBranchSchema, defaultValues: initialValues });
  return (
    <RecordForm form={form} {...props}>
      <FormSection title="Branch">
        <FormGrid>
          <FormTextField form={form} name="name" label="Name" autoComplete="off" required hint="Like Pune or Nagpur" />
          <FormTextField
            form={form}
            name="code"
            label="Code"
            autoComplete="off"
            required
            hint="2 to 5 letters, printed in its trip and LR numbers: T-PUN-2627-00001. Fixed once a trip uses it."
          />
          <FormTextField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="off" />
          <FormCheckboxField
            form={form}
            name="active"
            label="Active"
            hint="An inactive branch books no new trips and is not offered in forms."
          />
        </FormGrid>
        <FormTextAreaField form={form} name="address" label="Address (optional)" rows={2} />
        <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
      </FormSection>
    </RecordForm>
  );
}
