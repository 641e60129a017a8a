import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { ownerFullName, type PropertyOwnerSummary } from '@lakeside/domain';
import { ConfirmDialog } from '@/components/ConfirmDialog';

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
      trigger={
        <Button
          size="small"
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={`Remove ${name} from ${streetAddress}`}
        />
      }
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
