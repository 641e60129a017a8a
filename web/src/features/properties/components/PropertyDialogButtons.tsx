import { Button, type ButtonProps } from '@fluentui/react-components';
import { AddRegular, PersonAddRegular } from '@fluentui/react-icons';

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
