import { Button, type ButtonProps } from '@fluentui/react-components';
import { BILLING_TEXTS as T } from '../texts';

// The rate dialog's triggers, apart from the dialog, whose code (the form library, zod) loads
// after the page's (issue 13's lazyDialog).

export function SetRateButton(props: ButtonProps) {
  return (
    <Button {...props} appearance="primary">
      {T.setRate}
    </Button>
  );
}

/** `year`: the rate's year, which the button's name says. */
export function ChangeRateButton({ year, ...props }: ButtonProps & { year: string }) {
  return (
    <Button {...props} aria-label={`${T.changeRate} ${year}`}>
      {T.changeRate}
    </Button>
  );
}
