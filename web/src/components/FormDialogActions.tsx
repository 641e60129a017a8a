import { Button, DialogActions, DialogTrigger } from '@fluentui/react-components';

interface FormDialogActionsProps {
  /** the submit button's label, e.g. 'Save Changes' */
  submitLabel: string;
  /** its label while the request runs, e.g. 'Saving...' */
  busyLabel: string;
  busy: boolean;
}

/**
 * The buttons of a dialog that holds a form: Cancel closes the dialog (Fluent then returns the
 * focus to the button that opened it); the primary button submits the form and is disabled
 * while the request runs, so a double click sends one request.
 */
export function FormDialogActions({ submitLabel, busyLabel, busy }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <DialogTrigger disableButtonEnhancement>
        <Button>Cancel</Button>
      </DialogTrigger>
      <Button type="submit" appearance="primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
