import { Button, type ButtonProps } from '@fluentui/react-components';
import { BILLING_TEXTS as T } from '../texts';

// The page's dialogs' triggers, apart from the dialogs, whose code (the form library, zod, the
// dialog itself) loads after the page's (lazyDialog).

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

/** Bill {year} Dues: opens the preview of that year's run. */
export function BillYearButton({ year, ...props }: ButtonProps & { year: string }) {
  return (
    <Button {...props} appearance="primary">
      {T.billYear(year)}
    </Button>
  );
}
