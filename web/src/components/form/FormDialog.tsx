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
import type { FormEvent, ReactElement, ReactNode } from 'react';
import { Form } from './Form';

interface FormDialogProps {
  /** the button that opens the dialog */
  trigger: ReactElement;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the form's submit handler (react-hook-form's handleSubmit(…)) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  /** the submit button's label, e.g. 'Save Changes', and its label while the request runs */
  submitLabel: string;
  busyLabel: string;
  /** false keeps the browser's own checks (e.g. a required select) */
  noValidate?: boolean;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * A dialog that holds one form (the admin screens' Create, Assign and Edit). Cancel closes it
 * (Fluent then returns the focus to the button that opened it); the primary button submits the
 * form and is disabled while the request runs, so a double click sends one request.
 */
export function FormDialog({
  trigger,
  title,
  open,
  onOpenChange,
  onSubmit,
  submitting,
  submitLabel,
  busyLabel,
  noValidate = true,
  contentClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <Form onSubmit={onSubmit} submitting={submitting} noValidate={noValidate} layout="plain">
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={contentClassName}>{children}</DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>Cancel</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary" disabled={submitting}>
                {submitting ? busyLabel : submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </Form>
      </DialogSurface>
    </Dialog>
  );
}
