import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Select,
} from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { PROPERTY_MESSAGES, formatAddress, ownerOptionLabel } from '@lakeside/domain';
import { useState, type FormEvent } from 'react';
import { FormDialogActions } from '../../../components/FormDialogActions';
import type { ProfileRecord } from '../../../data/profiles';
import type { PropertyRecord } from '../../../data/properties';

interface AssignOwnerDialogProps {
  property: PropertyRecord;
  approvedUsers: readonly ProfileRecord[];
  onAssign: (propertyId: string, uid: string) => Promise<void>;
}

/** Assign Owner (spec §2): the property and a 'Select User' list of approved residents. */
export function AssignOwnerDialog({ property, approvedUsers, onAssign }: AssignOwnerDialogProps) {
  const [open, setOpen] = useState(false);
  const [uid, setUid] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!uid) {
      setMissing(true);
      return;
    }
    setBusy(true);
    await onAssign(property.id, uid);
    setBusy(false);
    setUid('');
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setMissing(false);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<PersonAddRegular />} aria-label={`Assign owner to ${property.streetAddress}`}>
          Assign Owner
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>Assign Owner</DialogTitle>
            <DialogContent>
              <Body1 as="p">{formatAddress(property)}</Body1>
              <Field
                label="Select User"
                required
                validationMessage={missing ? PROPERTY_MESSAGES.userRequired : undefined}
              >
                <Select value={uid} onChange={(_, data) => setUid(data.value)}>
                  <option value="">Choose a user...</option>
                  {approvedUsers.map((user) => (
                    <option key={user.uid} value={user.uid}>
                      {ownerOptionLabel(user)}
                    </option>
                  ))}
                </Select>
              </Field>
            </DialogContent>
            <FormDialogActions submitLabel="Assign Owner" busyLabel="Assigning..." busy={busy} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
