import { makeStyles, Textarea } from '@fluentui/react-components';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

const useStyles = makeStyles({
  // Fills its grid cell, however narrow, as TextField's input does.
  control: { minWidth: 0, width: '100%' },
});

interface TextAreaFieldProps<Values extends FieldValues, Output extends FieldValues> extends Omit<
  FormFieldProps<Values, Output>,
  'children'
> {
  maxLength?: number;
}

/** A FormField holding a multi-line text box that grows downwards (descriptions, notes). */
export function TextAreaField<Values extends FieldValues, Output extends FieldValues = Values>({
  maxLength,
  ...fieldProps
}: TextAreaFieldProps<Values, Output>) {
  const styles = useStyles();
  return (
    <FormField {...fieldProps}>
      {/* Destructured: react-hooks' lint would take the whole `field` object for a ref. */}
      {({ ref, name, value, onChange, onBlur }) => (
        <Textarea
          className={styles.control}
          ref={ref}
          name={name}
          value={(value as string | undefined) ?? ''}
          maxLength={maxLength}
          onChange={(_, data) => onChange(data.value)}
          onBlur={onBlur}
          resize="vertical"
        />
      )}
    </FormField>
  );
}
