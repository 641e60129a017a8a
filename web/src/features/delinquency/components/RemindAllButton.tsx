import { Button, type ButtonProps } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { REMINDER_TEXTS as R } from '@lakeside/domain';

/**
 * Remind All Late: the trigger of its dialog, apart from the dialog, whose code (Fluent's
 * Dialog) loads after the page's (lazyDialog) and keeps the page within its budget.
 */
export function RemindAllButton(props: ButtonProps) {
  return (
    <Button {...props} icon={<MailRegular />}>
      {R.remindAll}
    </Button>
  );
}
