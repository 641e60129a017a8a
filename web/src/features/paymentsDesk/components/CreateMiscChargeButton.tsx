import { Button, type ButtonProps } from '@fluentui/react-components';
import type { Ref } from 'react';
import { AddRegular } from '@fluentui/react-icons';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

/** The Create Miscellaneous Charge dialog's trigger (apart from the dialog, loaded later). */
export function CreateMiscChargeButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button {...props} appearance="primary" icon={<AddRegular />}>
      {M.createMiscCharge}
    </Button>
  );
}
