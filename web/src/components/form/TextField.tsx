import { Input, makeStyles, Textarea, type InputProps } from '@fluentui/react-components';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

const useStyles = makeStyles({
  // Fills its grid cell, however narrow (Fluent's default minimum width would overflow it).
  control: { minWidth: 0, width: '100%' },
});

interface TextFieldProps<Values extends FieldValues, Output extends FieldValues> extends Omit<
  FormFieldProps<Values, Output>,
  'children'
> {
  /** A multi-line text box that grows downwards (descriptions, notes) instead of one line. */
  multiline?: boolean;
  type?: InputProps['type'];
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  /** Rewrites what is typed before it is stored (e.g. the state, uppercased as typed). */
  transform?: (value: string) => string;
  maxLength?: number;
  step?: string;
  min?: string;
}

/**
 * A FormField holding a text input, or with `multiline` a text box: the most common fields, so
 * they have their own name. Required unless it says `required={false}`.
 */
export function TextField<Values extends FieldValues, Output extends FieldValues = Values>({
  multiline = false,
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
      {({ ref, name, value, onChange, onBlur }) => {
        const common = {
          className: styles.control,
          name,
          maxLength,
          value: (value as string | undefined) ?? '',
          onChange: (_: unknown, data: { value: string }) =>
            onChange(transform ? transform(data.value) : data.value),
          onBlur,
        };
        return multiline ? (
          <Textarea {...common} ref={ref} resize="vertical" />
        ) : (
          <Input
            {...common}
            ref={ref}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            step={step}
            min={min}
          />
        );
      }}
    </FormField>
  );
}
