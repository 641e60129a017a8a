import { Body1, Button, Select } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { assignOwnerFormSchema, formatAddress, ownerOptionLabel } from '@lakeside/domain';
import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useZodForm } from '@/components/form/useZodForm';
import type { ProfileRecord } from '@/features/auth';
import type { PropertyRecord } from '../api/properties';

interface AssignOwnerDialogProps {
  property: PropertyRecord;
  approvedUsers: readonly ProfileRecord[];
  onAssign: (propertyId: string, uid: string) => Promise<void>;
}

/** Assign Owner (spec §2): the property and a 'Select User' list of approved residents. */
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
      trigger={
        <Button icon={<PersonAddRegular />} aria-label={`Assign owner to ${property.streetAddress}`}>
          Assign Owner
        </Button>
      }
      title="Assign Owner"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        clearErrors();
      }}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel="Assign Owner"
      busyLabel="Assigning..."
      // the browser's own check of the required select, as before
      noValidate={false}
    >
      <Body1 as="p">{formatAddress(property)}</Body1>
      <FormField control={control} name="uid" label="Select User" required>
        {({ ref, name, value, onChange, onBlur }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onChange={(_, data) => onChange(data.value)}
            onBlur={onBlur}
          >
            <option value="">Choose a user...</option>
            {approvedUsers.map((user) => (
              <option key={user.uid} value={user.uid}>
                {ownerOptionLabel(user)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
