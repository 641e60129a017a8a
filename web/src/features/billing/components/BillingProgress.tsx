import { Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { BILLING_RUN_TEXTS } from '@lakeside/domain';
import type { BillingRunRecord } from '../api/billingRuns';
import { BILLING_TEXTS as T } from '../texts';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The runs under way, live from their documents: 'Billing {done} of {total}'. */
export function BillingProgress({ runs }: { runs: readonly BillingRunRecord[] }) {
  const styles = useStyles();
  if (runs.length === 0) return null;
  return (
    <div className={styles.progress} role="status">
      {runs.map((run) => (
        <Field
          key={run.year}
          label={T.progressLabel(run.year)}
          validationMessage={BILLING_RUN_TEXTS.progress(run.done, run.total)}
          validationState="none"
        >
          <ProgressBar value={run.total > 0 ? run.done / run.total : 0} />
        </Field>
      ))}
    </div>
  );
}
