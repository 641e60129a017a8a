import { makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  stacked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface FormProps {
  /** react-hook-form's handleSubmit(…) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  /**
   * Skip the browser's own checks (default): the schema's messages speak, not the browser's
   * bubbles, which would block the submit with their own wording first.
   */
  noValidate?: boolean;
  /** 'stacked' lays the fields out in a column; 'plain' leaves the layout to the children */
  layout?: 'stacked' | 'plain';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * The <form> of every form. While a submit runs, another is ignored — also one started with
 * Enter in a field while the submit button is (focusably) disabled.
 */
export function Form({
  onSubmit,
  submitting,
  noValidate = true,
  layout = 'stacked',
  children,
  ...aria
}: FormProps) {
  const styles = useStyles();
  return (
    <form
      {...aria}
      className={layout === 'stacked' ? styles.stacked : undefined}
      noValidate={noValidate}
      onSubmit={(event) => (submitting ? event.preventDefault() : void onSubmit(event))}
    >
      {children}
    </form>
  );
}
