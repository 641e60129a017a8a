import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import {
  HOA_ACCOUNT_MESSAGES,
  adminYearOptions,
  parseDollarsToCents,
  selectedYearsLabel,
  sortYears,
  type UpdateHoaAccountRequest,
} from '@lakeside/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormDialogActions } from '../../../components/FormDialogActions';
import type { HoaAccountRecord } from '../../../data/hoaAccounts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  years: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: tokens.spacingHorizontalS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    maxHeight: '14rem',
    overflowY: 'auto',
  },
});

interface EditHoaAccountDialogProps {
  account: HoaAccountRecord;
  onSave: (request: UpdateHoaAccountRequest) => Promise<boolean>;
}

const toDollars = (cents: number) => (cents / 100).toFixed(2);

/** The admin's edit (spec §2): Current Balance ($) and the years owed, 2000 to next year. */
export function EditHoaAccountDialog({ account, onSave }: EditHoaAccountDialogProps) {
  const styles = useStyles();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const [balance, setBalance] = useState(toDollars(account.balanceCents));
  const [years, setYears] = useState<string[]>(account.yearsOwed);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  function reset(nextOpen: boolean) {
    setOpen(nextOpen);
    setBalance(toDollars(account.balanceCents));
    setYears(account.yearsOwed);
    setInvalid(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const balanceCents = parseDollarsToCents(balance);
    if (balanceCents === undefined) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    const saved = await onSave({ propertyId: account.propertyId, balanceCents, yearsOwed: sortYears(years) });
    setBusy(false);
    if (saved) setOpen(false);
  }

  const toggle = (year: string, checked: boolean) =>
    setYears((current) => (checked ? sortYears([...current, year]) : current.filter((y) => y !== year)));

  return (
    <Dialog open={open} onOpenChange={(_, data) => reset(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<EditRegular />} aria-label={`Edit account for ${account.property.streetAddress}`}>
          Edit
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>Edit HOA Account</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1 as="p">{account.property.streetAddress}</Body1>
              <Field
                label="Current Balance ($)"
                validationMessage={invalid ? HOA_ACCOUNT_MESSAGES.invalidBalance : undefined}
              >
                <Input
                  type="number"
                  step="0.01"
                  min="0"
                  value={balance}
                  onChange={(_, data) => {
                    setBalance(data.value);
                    setInvalid(false);
                  }}
                />
              </Field>
              <fieldset className={styles.years} aria-labelledby={legendId}>
                <legend id={legendId}>Years Owed</legend>
                <div className={styles.grid}>
                  {adminYearOptions(new Date()).map((year) => (
                    <Checkbox
                      key={year}
                      label={year}
                      checked={years.includes(year)}
                      onChange={(_, data) => toggle(year, data.checked === true)}
                    />
                  ))}
                </div>
              </fieldset>
              <Body1 as="p" aria-live="polite">
                Selected: {selectedYearsLabel(years)}
              </Body1>
            </DialogContent>
            <FormDialogActions submitLabel="Save Changes" busyLabel="Saving..." busy={busy} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
