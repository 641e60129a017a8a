import { Field } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';

/** `Values` is what the form holds, `Output` what a valid submit parses it to. */
export interface FormFieldProps<Values extends FieldValues, Output extends FieldValues = Values> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  /**
   * Whether the field shows its own message when invalid (default). A form that reports every
   * problem in one toast (spec §5, Create property) passes false.
   */
  showMessage?: boolean;
  className?: string;
  /** a line under the control saying what the field is for (Fluent Field's hint) */
  hint?: string;
  /** Renders the control itself (an Input, a Select, a Textarea…), bound to the form's value. */
  children: (field: ControllerRenderProps<Values, Path<Values>>) => ReactElement;
}

/**
 * The one field of every form (react-hook-form + the domain's zod schema): a labelled Fluent
 * Field around a control bound to the form. Its error — the schema's first message for the field
 * — is shown under it and tied to the control by Field (aria-describedby, aria-invalid).
 */
export function FormField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  label,
  required = false,
  showMessage = true,
  className,
  hint,
  children,
}: FormFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const message = showMessage ? fieldState.error?.message : undefined;
  return (
    <Field
      label={label}
      required={required}
      className={className}
      hint={hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      {children(field)}
    </Field>
  );
}
