import {
  Button,
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
import { AddRegular } from '@fluentui/react-icons';
import {
  DEFAULT_STATE,
  PROPERTY_MESSAGES,
  createPropertySchema,
  type CreatePropertyInput,
} from '@lakeside/domain';
import { useState, type FormEvent } from 'react';
import { FormDialogActions } from '../../../components/FormDialogActions';
import { useNotify } from '../../../components/notify';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

const EMPTY = { streetAddress: '', city: '', state: DEFAULT_STATE, zipCode: '' };
type Fields = typeof EMPTY;

/** 'Create New Property' (spec §2): street, city, state (TN), ZIP; all but state required. */
export function AddPropertyDialog({
  onCreate,
}: {
  onCreate: (input: CreatePropertyInput) => Promise<boolean>;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (_: unknown, data: { value: string }) =>
      setFields((current) => ({
        ...current,
        [name]: name === 'state' ? data.value.toUpperCase() : data.value,
      })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createPropertySchema.safeParse(fields);
    if (!parsed.success) {
      notify({
        title: PROPERTY_MESSAGES.validationTitle,
        body: PROPERTY_MESSAGES.requiredFields,
        intent: 'error',
      });
      return;
    }
    setBusy(true);
    const created = await onCreate(parsed.data);
    setBusy(false);
    if (created) {
      setFields(EMPTY);
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />}>
          Add Property
        </Button>
      </DialogTrigger>
      <DialogSurface>
        {/* noValidate: the spec's one toast speaks for every missing field */}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>Create New Property</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Street Address" required>
                <Input {...field('streetAddress')} autoComplete="off" />
              </Field>
              <Field label="City" required>
                <Input {...field('city')} autoComplete="off" />
              </Field>
              <div className={styles.row}>
                <Field label="State" required>
                  <Input {...field('state')} maxLength={2} />
                </Field>
                <Field label="ZIP Code" required>
                  <Input {...field('zipCode')} inputMode="numeric" maxLength={10} />
                </Field>
              </div>
            </DialogContent>
            <FormDialogActions submitLabel="Create Property" busyLabel="Creating..." busy={busy} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
