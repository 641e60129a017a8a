import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
} from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { contactSchema, EMPTY_CONTACT_MESSAGE } from '@lakeside/domain';
import { useState } from 'react';
import { Form } from '@/components/form/Form';
import { FormField } from '@/components/form/FormField';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { CONTACT_REPLY_PROMISE } from '../content';

// One column at every width: the form's height then hardly depends on the screen, so the
// space ContactSection holds for it while it loads is right (no layout shift).
const useStyles = makeStyles({
  submit: { alignSelf: 'flex-start' },
});

/**
 * Loaded lazily by ContactSection (react-hook-form, zod and Fluent's inputs are most of its
 * weight), so it is the default export.
 *
 * Spec §2 / §5: all six fields required, the email email-shaped. A valid message is not sent
 * anywhere (the spec's form makes no call): the visitor is told when to expect a reply.
 */
export default function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const styles = useStyles();
  const [thanked, setThanked] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useZodForm(contactSchema, EMPTY_CONTACT_MESSAGE);

  const onValid = handleSubmit((message) => {
    setThanked(message.firstName);
    reset(EMPTY_CONTACT_MESSAGE);
  });

  return (
    <Form
      aria-labelledby={labelledBy}
      submitting={formState.isSubmitting}
      onSubmit={(event) => {
        setThanked(null);
        return onValid(event);
      }}
    >
      {thanked !== null ? (
        <MessageBar intent="success" politeness="polite">
          <MessageBarBody>
            <MessageBarTitle>Thank you, {thanked}!</MessageBarTitle>
            Your message has been received. {CONTACT_REPLY_PROMISE}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <TextField control={control} name="firstName" label="First name" autoComplete="given-name" />
      <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        control={control}
        name="propertyAddress"
        label="Property address"
        autoComplete="street-address"
      />
      <TextField control={control} name="subject" label="Subject" />
      <FormField control={control} name="message" label="Message" required>
        {({ ref, name, value, onChange, onBlur }) => (
          <Textarea
            ref={ref}
            name={name}
            rows={5}
            resize="vertical"
            value={value}
            onChange={(_, data) => onChange(data.value)}
            onBlur={onBlur}
          />
        )}
      </FormField>
      <Button type="submit" appearance="primary" icon={<Send20Regular />} className={styles.submit}>
        Send Message
      </Button>
    </Form>
  );
}
