import { Caption1, Combobox, makeStyles, Option, tokens } from '@fluentui/react-components';
import { formatAddress, matchesProperty, ownersSummary } from '@lakeside/domain';
import { useMemo, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import type { PropertyRecord } from '@/features/properties';
import { PAYMENTS_DESK_TEXTS as M, pickerHint } from '../texts';

/** How many properties the list offers at once: typing narrows it (an association of 200 homes). */
const OPTIONS_SHOWN = 50;

const useStyles = makeStyles({
  control: { width: '100%', minWidth: 0 },
  // a long address wraps inside a phone-wide dialog instead of running off it
  listbox: { maxHeight: '16rem', maxWidth: 'calc(100vw - 48px)' },
  option: { overflowWrap: 'anywhere' },
  owners: { display: 'block', color: tokens.colorNeutralForeground3 },
});

interface PropertyPickerFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  properties: readonly PropertyRecord[];
  loading: boolean;
  /** after the choice is stored (e.g. to clear what belonged to the last property) */
  onChosen?: () => void;
}

/**
 * The desk's dialogs' Property (Create Charge, Record Payment): type part of an address, a ZIP
 * or an owner's name, and choose from what matches. The form keeps the property's id.
 */
export function PropertyPickerField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  label,
  properties,
  loading,
  onChosen,
}: PropertyPickerFieldProps<Values, Output>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      required
      hint={pickerHint(properties.length, OPTIONS_SHOWN)}
    >
      {({ ref, name: fieldName, value, onChange, onBlur }) => (
        <PropertyCombobox
          inputRef={ref}
          name={fieldName}
          chosenId={String(value ?? '')}
          properties={properties}
          loading={loading}
          onChoose={(id) => {
            onChange(id);
            onChosen?.();
          }}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}

interface PropertyComboboxProps {
  inputRef: (element: HTMLInputElement | null) => void;
  name: string;
  chosenId: string;
  properties: readonly PropertyRecord[];
  loading: boolean;
  onChoose: (propertyId: string) => void;
  onBlur: () => void;
}

function PropertyCombobox({
  inputRef,
  name,
  chosenId,
  properties,
  loading,
  onChoose,
  onBlur,
}: PropertyComboboxProps) {
  const styles = useStyles();
  const chosen = properties.find((property) => property.id === chosenId);
  // What is typed is a search, not a choice, until an option is picked (as in Assign Owner);
  // null while the box shows the chosen property's address, which lists every property.
  const [typed, setTyped] = useState<string | null>(null);
  // Open whenever the text changes, also by a paste or the phone's autocorrect, which send no
  // key that would open it.
  const [open, setOpen] = useState(false);
  const search = typed ?? '';
  const matches = useMemo(
    () => properties.filter((property) => matchesProperty(search, property, property.owners)),
    [properties, search],
  );

  return (
    <Combobox
      ref={inputRef}
      name={name}
      className={styles.control}
      listbox={{ className: styles.listbox }}
      // the list inside the dialog, not in a portal outside every landmark (axe's 'region')
      inlinePopup
      value={typed ?? (chosen ? formatAddress(chosen) : '')}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      selectedOptions={chosenId ? [chosenId] : []}
      placeholder={loading ? 'Loading properties...' : M.choosePropertyPlaceholder}
      onChange={(event) => {
        setTyped(event.target.value);
        if (chosenId) onChoose('');
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        if (!data.optionValue) return;
        setTyped(null);
        onChoose(data.optionValue);
      }}
      onBlur={onBlur}
    >
      {matches.slice(0, OPTIONS_SHOWN).map((property) => (
        <Option
          key={property.id}
          value={property.id}
          text={formatAddress(property)}
          className={styles.option}
        >
          <span>
            {formatAddress(property)}
            {property.owners.length > 0 ? (
              <Caption1 className={styles.owners}>{ownersSummary(property.owners)}</Caption1>
            ) : null}
          </span>
        </Option>
      ))}
      {matches.length === 0 && !loading ? (
        <Option key="none" value="" text="" disabled>
          {M.noPropertyMatches}
        </Option>
      ) : null}
    </Combobox>
  );
}
