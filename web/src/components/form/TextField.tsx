import { Input, makeStyles, type InputProps } from '@fluentui/react-components';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

const useStyles = makeStyles({
  // Fills its grid cell, however narrow (Fluent's default minimum width would overflow it).
  input: { minWidth: 0, width: '100%' },
});

interface TextFieldProps<Values extends FieldValues, Output extends FieldValues> extends Omit<
  FormFieldProps<Values, Output>,
  'children'
> {
  type?: InputProps['type'];
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  /** Rewrites what is typed before it is stored (e.g. the state, uppercased as typed). */
  transform?: (value: string) => string;
  maxLength?: number;
  step?: string;
  min?: string;
}

/** A FormField holding a text input: the most common field, so it has its own name. */
export function TextField<Values extends FieldValues, Output extends FieldValues = Values>({
  type = 'text',
  autoComplete,
  inputMode,
  transform,
  maxLength,
  step,
  min,
  required = true,
  ...fieldProps
}: TextFieldProps<Values, Output>) {
  const styles = useStyles();
  return (
    <FormField {...fieldProps} required={required}>
      {/* Destructured: react-hooks' lint would take the whole `field` object for a ref. */}
      {({ ref, name, value, onChange, onBlur }) => (
        <Input
          className={styles.input}
          ref={ref}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          step={step}
          min={min}
          value={(value as string | undefined) ?? ''}
          onChange={(_, data) => onChange(transform ? transform(data.value) : data.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
