import { Field, Input, makeStyles, type InputProps } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

const useStyles = makeStyles({
  // Fills its grid cell, however narrow (Fluent's default minimum width would overflow it).
  input: { minWidth: 0, width: '100%' },
});

interface TextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  type?: InputProps['type'];
  autoComplete?: string;
  /** Rewrites what is typed before it is stored (e.g. the state, uppercased as typed). */
  transform?: (value: string) => string;
  maxLength?: number;
}

/**
 * A labelled Fluent input bound to react-hook-form. Its error (the schema's first message for
 * the field) is shown under it and tied to the input by Field (aria-describedby, aria-invalid).
 */
export function TextField<Values extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  transform,
  maxLength,
}: TextFieldProps<Values>) {
  const styles = useStyles();
  // Destructured: react-hooks' lint would take the whole `field` object for a ref.
  const {
    field: { ref, name: inputName, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <Field
      label={label}
      required
      validationState={error ? 'error' : 'none'}
      validationMessage={error?.message}
    >
      <Input
        className={styles.input}
        ref={ref}
        name={inputName}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={(value as string | undefined) ?? ''}
        onChange={(_, data) => onChange(transform ? transform(data.value) : data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
