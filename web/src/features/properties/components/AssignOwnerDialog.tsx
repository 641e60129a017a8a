import { Body1 } from '@fluentui/react-components';
import { assignOwnerFormSchema, formatAddress } from '@lakeside/domain';
import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useZodForm } from '@/components/form/useZodForm';
import type { ProfileRecord } from '@/features/auth';
import type { PropertyRecord } from '../api/properties';
import { OwnerPicker } from './OwnerPicker';
import { AssignOwnerButton } from './PropertyDialogButtons';

interface AssignOwnerDialogProps {
  property: PropertyRecord;
  approvedUsers: readonly ProfileRecord[];
  onAssign: (propertyId: string, uid: string) => Promise<void>;
}

/**
 * Assign Owner (spec §2): the property and a 'Select User' picker of approved residents. With
 * nothing chosen, the form says so under the picker (the schema's 'Please select a user'),
 * not the browser's bubble.
 */
export function AssignOwnerDialog({ property, approvedUsers, onAssign }: AssignOwnerDialogProps) {
  const [open, setOpen] = useState(false);
  const { control, handleSubmit, reset, clearErrors, formState } = useZodForm(assignOwnerFormSchema, {
    uid: '',
  });

  const onSubmit = handleSubmit(async ({ uid }) => {
    await onAssign(property.id, uid);
    reset();
    setOpen(false);
  });

  return (
    <FormDialog
      trigger={<AssignOwnerButton street={property.streetAddress} />}
      title="Assign Owner"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // a closed dialog opens again on an empty picker
        if (!next) reset();
        clearErrors();
      }}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel="Assign Owner"
      busyLabel="Assigning..."
    >
      <Body1 as="p">{formatAddress(property)}</Body1>
      <FormField control={control} name="uid" label="Select User" required>
        {(field) => (
          <OwnerPicker
            ref={field.ref}
            name={field.name}
            uid={field.value}
            onUidChange={field.onChange}
            onBlur={field.onBlur}
            approvedUsers={approvedUsers}
            currentOwnerUids={property.ownerUids}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
