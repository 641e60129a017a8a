import { ownerFullName, type PropertyOwnerSummary } from '@lakeside/domain';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { RemoveOwnerTrigger } from './PropertyDialogButtons';

interface RemoveOwnerButtonProps {
  owner: PropertyOwnerSummary;
  streetAddress: string;
  onRemove: () => Promise<void>;
}

/** Removing an owner asks first: it takes the property off that resident's account page. */
export function RemoveOwnerButton({ owner, streetAddress, onRemove }: RemoveOwnerButtonProps) {
  const name = ownerFullName(owner);
  return (
    <ConfirmDialog
      trigger={<RemoveOwnerTrigger owner={owner} streetAddress={streetAddress} />}
      title="Remove owner?"
      cancelLabel="Cancel"
      confirmLabel="Remove Owner"
      busyLabel="Removing..."
      onConfirm={onRemove}
    >
      {name} will no longer be an owner of {streetAddress} and will stop seeing its HOA account.
    </ConfirmDialog>
  );
}
