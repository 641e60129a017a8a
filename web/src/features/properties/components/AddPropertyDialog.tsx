import { makeStyles, tokens } from '@fluentui/react-components';
import {
  CREATE_PROPERTY_FIELDS,
  DEFAULT_STATE,
  PROPERTY_TEXTS,
  createPropertySchema,
  type CreatePropertyForm,
  type CreatePropertyInput,
} from '@lakeside/domain';
import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { useNotify } from '@/components/notify';
import { AddPropertyButton } from './PropertyDialogButtons';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

const EMPTY: CreatePropertyForm = { streetAddress: '', city: '', state: DEFAULT_STATE, zipCode: '' };

/** 'Create New Property' (spec §2): street, city, state (TN), ZIP; all but state required. */
export function AddPropertyDialog({
  onCreate,
}: {
  onCreate: (input: CreatePropertyInput) => Promise<boolean>;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { control, handleSubmit, reset, formState } = useZodForm(createPropertySchema, EMPTY);

  const onSubmit = handleSubmit(
    async (input) => {
      if (!(await onCreate(input))) return;
      reset(EMPTY);
      setOpen(false);
    },
    // Spec §5: one toast speaks for the form, so the fields show no message of their own. It
    // says the first field's problem: a missing field, or e.g. a ZIP in the wrong format.
    (errors) =>
      notify({
        title: PROPERTY_TEXTS.validationTitle,
        body:
          CREATE_PROPERTY_FIELDS.map((name) => errors[name]?.message).find(Boolean) ??
          PROPERTY_TEXTS.requiredFields,
        intent: 'error',
      }),
  );

  const field = { control, showMessage: false } as const;
  return (
    // the spec's one toast, not the browser's bubbles (FormDialog's noValidate)
    <FormDialog
      trigger={<AddPropertyButton />}
      title="Create New Property"
      open={open}
      onOpenChange={setOpen}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel="Create Property"
      busyLabel="Creating..."
      contentClassName={styles.form}
    >
      <TextField {...field} name="streetAddress" label="Street Address" autoComplete="off" />
      <TextField {...field} name="city" label="City" autoComplete="off" />
      <div className={styles.row}>
        <TextField
          {...field}
          name="state"
          label="State"
          maxLength={2}
          transform={(value) => value.toUpperCase()}
        />
        <TextField {...field} name="zipCode" label="ZIP Code" inputMode="numeric" maxLength={10} />
      </div>
    </FormDialog>
  );
}
