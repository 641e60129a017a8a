import { Button, type ButtonProps } from '@fluentui/react-components';
import { AddRegular, DismissRegular, PersonAddRegular } from '@fluentui/react-icons';
import { ownerFullName, type PropertyOwnerSummary } from '@lakeside/domain';
import { forwardRef } from 'react';

// The property dialogs' triggers, apart from the dialogs, whose code loads after the page's.

export function AddPropertyButton(props: ButtonProps) {
  return (
    <Button {...props} appearance="primary" icon={<AddRegular />}>
      Add Property
    </Button>
  );
}

/** `street`: the property's street address, which the button's name says. */
export function AssignOwnerButton({ street, ...props }: ButtonProps & { street: string }) {
  return (
    <Button {...props} icon={<PersonAddRegular />} aria-label={`Assign owner to ${street}`}>
      Assign Owner
    </Button>
  );
}

type RemoveOwnerTriggerProps = ButtonProps & {
  owner: PropertyOwnerSummary;
  streetAddress: string;
};

/** An owner's Remove (an icon; its name says who and where). A ref, for the dialog's trigger. */
export const RemoveOwnerTrigger = forwardRef<HTMLButtonElement, RemoveOwnerTriggerProps>(
  function RemoveOwnerTrigger({ owner, streetAddress, ...props }, ref) {
    return (
      <Button
        {...props}
        ref={ref}
        size="small"
        appearance="subtle"
        icon={<DismissRegular />}
        aria-label={`Remove ${ownerFullName(owner)} from ${streetAddress}`}
      />
    );
  },
);
