import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Select,
} from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { assignOwnerFormSchema, formatAddress, ownerOptionLabel } from '@lakeside/domain';
import { useState } from 'react';
import { FormDialogActions } from '@/components/FormDialogActions';
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
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        clearErrors();
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<PersonAddRegular />} aria-label={`Assign owner to ${property.streetAddress}`}>
          Assign Owner
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(event) => void onSubmit(event)}>
          <DialogBody>
            <DialogTitle>Assign Owner</DialogTitle>
            <DialogContent>
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
            </DialogContent>
            <FormDialogActions
              submitLabel="Assign Owner"
              busyLabel="Assigning..."
              busy={formState.isSubmitting}
            />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
