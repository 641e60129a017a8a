import { makeStyles, tokens } from '@fluentui/react-components';
import {
  MISC_CHARGE_LIMITS,
  miscChargeFormSchema,
  type CreateMiscChargeRequest,
  type MiscChargeForm,
} from '@lakeside/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { openCheckoutTab, type CheckoutTab } from '@/features/payments';
import { useChargeProperties } from '../hooks/useChargeProperties';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';
import { CreateMiscChargeButton } from './CreateMiscChargeButton';
import { FeePreview } from './FeePreview';
import { PropertyPickerField } from './PropertyPickerField';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: MiscChargeForm = { propertyId: '', amount: '', description: '', notes: '' };

interface CreateMiscChargeDialogProps {
  /** answers whether the charge was created (the hook toasts either way) */
  onCreate: (request: CreateMiscChargeRequest, tab: CheckoutTab | null) => Promise<boolean>;
}

/**
 * Spec §2's Create Miscellaneous Charge dialog: property, amount before fees with a live fee
 * preview, description, internal notes. The pay link opens in a new tab; however the dialog
 * closes, the focus goes back to its button.
 */
export function CreateMiscChargeDialog({ onCreate }: CreateMiscChargeDialogProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { properties, loading } = useChargeProperties(open);
  // built on first render, not at module level: zod's schemas stay off pages that do not need them
  const schema = useMemo(() => miscChargeFormSchema(), []);
  const { control, handleSubmit, reset, getValues, formState } = useZodForm(schema, EMPTY);
  const amount = useWatch({ control, name: 'amount' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The tab opens within the click (a tab opened after the call is blocked as a pop-up), and
    // only for a form that will be sent, so a refused form leaves no blank tab behind.
    const tab = schema.safeParse(getValues()).success ? openCheckoutTab() : null;
    return handleSubmit(
      async ({ propertyId, amount: amountCents, description, notes }) => {
        const created = await onCreate(
          { chargeType: 'miscellaneous', propertyId, amountCents, description, notes, yearsPaying: [] },
          tab,
        );
        if (created) {
          reset(EMPTY);
          setOpen(false);
          // Fluent returns the focus to the trigger only when the dialog closes itself (Cancel,
          // Escape); closed from here, the focus would fall to the page's top.
          setTimeout(() => openerRef.current?.focus(), 0);
        }
      },
      () => tab?.close(),
    )(event);
  };

  return (
    <FormDialog
      trigger={<CreateMiscChargeButton ref={openerRef} />}
      title={M.createMiscCharge}
      open={open}
      onOpenChange={(next) => {
        if (formState.isSubmitting) return;
        setOpen(next);
        // Cancel forgets what was typed: each charge starts from a blank form
        if (!next) reset(EMPTY);
      }}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel={M.createLink}
      busyLabel={M.creating}
      contentClassName={styles.content}
    >
      <PropertyPickerField
        control={control}
        name="propertyId"
        label={M.property}
        properties={properties}
        loading={loading}
      />
      <TextField control={control} name="amount" label={M.amount} inputMode="decimal" autoComplete="off" />
      <FeePreview amount={amount ?? ''} />
      <TextField
        multiline
        control={control}
        name="description"
        label={M.description}
        hint={M.descriptionHint}
        maxLength={MISC_CHARGE_LIMITS.descriptionMax}
      />
      <TextField
        multiline
        required={false}
        control={control}
        name="notes"
        label={M.notes}
        hint={M.notesHint}
        maxLength={MISC_CHARGE_LIMITS.notesMax}
      />
    </FormDialog>
  );
}
