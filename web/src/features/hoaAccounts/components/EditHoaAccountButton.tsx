import { Button, type ButtonProps } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { HoaAccountRecord } from '../api/hoaAccounts';

/** The Edit HOA Account dialog's trigger (apart from the dialog, whose code loads later). */
export function EditHoaAccountButton({ account, ...props }: ButtonProps & { account: HoaAccountRecord }) {
  return (
    <Button
      {...props}
      icon={<EditRegular />}
      aria-label={`Edit account for ${account.property.streetAddress}`}
    >
      Edit
    </Button>
  );
}
