import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * react-hook-form driven by one of the domain's zod schemas (classic or zod/mini): the form
 * validates with exactly the rules and messages the functions check again. The fields hold the
 * schema's input (strings as typed); a valid submit receives its output (trimmed, uppercased,
 * in cents…).
 */
export function useZodForm<Schema extends $ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<input<Schema>>,
  options: Omit<UseFormProps<input<Schema>, unknown, output<Schema>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<input<Schema>, unknown, output<Schema>>({
    ...options,
    resolver: zodResolver(schema),
    defaultValues,
  });
}
