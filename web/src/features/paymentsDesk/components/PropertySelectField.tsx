import { makeStyles, Select } from '@fluentui/react-components';
import { formatAddress } from '@lakeside/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import type { PropertyRecord } from '@/features/properties';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

const useStyles = makeStyles({
  control: { width: '100%', minWidth: 0 },
});

interface PropertySelectFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  properties: readonly PropertyRecord[];
  loading: boolean;
  /** after the choice is stored (e.g. to clear what belonged to the last property) */
  onChosen?: () => void;
}

/** The desk's dialogs' Property: every property by address (Create Charge, Record Payment). */
export function PropertySelectField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  label,
  properties,
  loading,
  onChosen,
}: PropertySelectFieldProps<Values, Output>) {
  const styles = useStyles();
  return (
    <FormField control={control} name={name} label={label} required>
      {({ ref, name: fieldName, value, onChange, onBlur }) => (
        <Select
          className={styles.control}
          ref={ref}
          name={fieldName}
          value={String(value ?? '')}
          onChange={(_, data) => {
            onChange(data.value);
            onChosen?.();
          }}
          onBlur={onBlur}
        >
          <option value="">{loading ? 'Loading properties...' : M.choosePropertyPlaceholder}</option>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {formatAddress(property)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
