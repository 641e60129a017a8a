import { Badge, Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ErrorCircle16Regular } from '@fluentui/react-icons';
import {
  chargeBreakdown,
  createHoaPaymentSchema,
  duesForYear,
  yearsDueCents,
  yearsDueTotalCents,
  formatCents,
  PAYMENT_TEXTS,
  sortYears,
  type DuesRateTable,
  type PayMethod,
} from '@lakeside/domain';
import { useId, useMemo, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { Form } from '@/components/form/Form';
import { useZodForm } from '@/components/form/useZodForm';
import { TitledCard } from '@/components/TitledCard';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { openCheckoutTab } from '../api/checkout';
import type { PaymentRecord } from '../api/payments';
import { useAnnualPayment } from '../hooks/useAnnualPayment';
import { useYearPayability } from '../hooks/useYearPayability';
import { PAYMENTS_UI_TEXTS as M } from '../texts';
import { PayMethodChoice } from './PayMethodChoice';

const useStyles = makeStyles({
  years: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  // the year on the left, its price on the right: one line even at 390 px
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  held: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // the held year lines up with the checkboxes' labels
  heldYear: { paddingInlineStart: tokens.spacingHorizontalS },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorPaletteRedForeground1,
  },
  totals: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
  total: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

interface MakePaymentCardProps {
  propertyId: string;
  yearsOwed: readonly string[];
  /** the account's balance: a year paid in part at the desk costs what is left of it */
  balanceCents: number;
  payments: readonly PaymentRecord[];
  /** what each year costs (null when the rates could not be read: then nothing can be paid) */
  rates: DuesRateTable | null;
}

/**
 * Spec §2 "Make a Payment": a checkbox per owed year at its own rate (the board's for that year,
 * else $160.00), how to pay (card, or a bank account for a smaller fee, each
 * way with its fee and total), subtotal, processing fee and total from the domain's one fee rule,
 * and Pay (only with the rates known: the server refuses any other figure). A year a live
 * checkout holds shows "Payment in progress" instead of a checkbox, so a resident cannot pay it
 * twice from two tabs or devices.
 */
export function MakePaymentCard({
  propertyId,
  yearsOwed,
  balanceCents,
  payments,
  rates,
}: MakePaymentCardProps) {
  const styles = useStyles();
  const legendId = useId();
  const errorId = useId();
  const offlineId = useId();
  const online = useOnlineStatus();
  const years = useYearPayability(yearsOwed, payments);
  const account = { yearsOwed, balanceCents };
  // each year at what is left of it: its dues, less any part paid at the desk (domain aging.ts)
  const dueOf = (year: string) =>
    rates ? (yearsDueCents(account, [year], rates)[0]?.cents ?? duesForYear(year, rates)) : null;
  const pay = useAnnualPayment();
  // built here, not at module level: the domain keeps zod schemas off pages that do not need them
  const schema = useMemo(() => createHoaPaymentSchema(), []);
  const { control, handleSubmit, getValues, setValue, reset, formState } = useZodForm(schema, {
    propertyId,
    yearsPaying: [],
    payMethod: 'card',
  });
  const {
    field: { value: chosen = [], onChange: setChosen },
    fieldState: { error },
  } = useController({ control, name: 'yearsPaying' });
  const {
    field: { value: method = 'card', onChange: setMethod },
  } = useController({ control, name: 'payMethod' });

  const payable = new Set(years.filter((y) => y.payable).map((y) => y.year));
  // A chosen year that a checkout elsewhere has just taken is no longer offered, nor counted.
  const selected = chosen.filter((year) => payable.has(year));
  // Nothing chosen, nothing charged: the fee's fixed $0.30 belongs to a charge, not to zero.
  const figuresBy = (way: PayMethod) =>
    selected.length > 0 && rates
      ? chargeBreakdown(yearsDueTotalCents(account, selected, rates), way)
      : { subtotalCents: 0, feeCents: 0, totalCents: 0 };
  const figures = figuresBy(method);

  const toggle = (year: string, checked: boolean) =>
    setChosen(checked ? sortYears([...selected, year]) : selected.filter((y) => y !== year));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Only what is still offered is sent: a year taken meanwhile leaves the choice, and if none
    // is left the schema says 'Please select at least one year to pay'.
    const stillPayable = getValues('yearsPaying').filter((year) => payable.has(year));
    setValue('yearsPaying', stillPayable);
    // The checkout tab must open within the click (see openCheckoutTab), before the schema's
    // check, which is asynchronous; it is closed again if that check fails.
    const tab = stillPayable.length > 0 ? openCheckoutTab() : null;
    return handleSubmit(
      async ({ yearsPaying, payMethod }) => {
        if (!tab || !rates) return tab?.close();
        if (
          await pay(
            propertyId,
            yearsPaying,
            yearsDueTotalCents(account, yearsPaying, rates),
            payMethod ?? 'card',
            tab,
          )
        ) {
          reset({ propertyId, yearsPaying: [], payMethod: payMethod ?? 'card' });
        }
      },
      () => tab?.close(),
    )(event);
  };

  return (
    <TitledCard title={M.makePayment}>
      <Form onSubmit={onSubmit} submitting={formState.isSubmitting} aria-label={M.makePayment}>
        <fieldset
          className={styles.years}
          aria-labelledby={legendId}
          aria-describedby={error ? errorId : undefined}
        >
          <legend id={legendId} className={styles.legend}>
            {M.yearsToPay}
          </legend>
          <ul className={styles.list}>
            {years.map(({ year, payable: open }) => (
              <li key={year} className={styles.row}>
                {open ? (
                  <Checkbox
                    label={year}
                    checked={selected.includes(year)}
                    onChange={(_, data) => toggle(year, data.checked === true)}
                  />
                ) : (
                  <span className={styles.held}>
                    <Text className={styles.heldYear}>{year}</Text>
                    <Badge appearance="tint" color="informative">
                      {M.yearInProgress}
                    </Badge>
                  </span>
                )}
                <Text>{rates ? formatCents(dueOf(year) ?? 0) : M.priceUnknown}</Text>
              </li>
            ))}
          </ul>
        </fieldset>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            <ErrorCircle16Regular aria-hidden />
            {/* the schema's message, which is the spec's (§5) */}
            {error.message ?? PAYMENT_TEXTS.selectYear}
          </p>
        ) : null}
        <PayMethodChoice
          value={method}
          onChange={setMethod}
          // each way's terms until a year is chosen, then what it would cost
          figuresBy={(way) => (selected.length > 0 && rates ? figuresBy(way) : null)}
        />
        <dl className={styles.totals} aria-live="polite">
          <dt>{M.subtotal}</dt>
          <dd>{formatCents(figures.subtotalCents)}</dd>
          <dt>{M.processingFeeBy(method)}</dt>
          <dd>{formatCents(figures.feeCents)}</dd>
          <dt className={styles.total}>{M.total}</dt>
          <dd className={styles.total}>{formatCents(figures.totalCents)}</dd>
        </dl>
        {online ? null : (
          // Stripe's checkout needs the network: say so here, not as a failure after the click
          <p id={offlineId} className={styles.error}>
            <ErrorCircle16Regular aria-hidden />
            {M.payOffline}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={formState.isSubmitting || !rates || !online}
            aria-describedby={online ? undefined : offlineId}
          >
            {formState.isSubmitting ? M.processing : M.pay}
          </Button>
        </div>
      </Form>
    </TitledCard>
  );
}
