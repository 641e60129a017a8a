import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { ownerFullName, type PropertyOwnerSummary } from '@lakeside/domain';
import { useState } from 'react';

interface RemoveOwnerButtonProps {
  owner: PropertyOwnerSummary;
  streetAddress: string;
  onRemove: () => Promise<void>;
}

/** Removing an owner asks first: it takes the property off that resident's account page. */
export function RemoveOwnerButton({ owner, streetAddress, onRemove }: RemoveOwnerButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = ownerFullName(owner);

  async function remove() {
    setBusy(true);
    await onRemove();
    setBusy(false);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={`Remove ${name} from ${streetAddress}`}
        />
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Remove owner?</DialogTitle>
          <DialogContent>
            {name} will no longer be an owner of {streetAddress} and will stop seeing its HOA account.
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Cancel</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Removing...' : 'Remove Owner'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
