import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
} from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { CONTACT_TEXTS, contactSchema, EMPTY_CONTACT_MESSAGE } from '@lakeside/domain';
import { useState } from 'react';
import { Form } from '@/components/form/Form';
import { FormField } from '@/components/form/FormField';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useContactDelivery } from '../contactDelivery';
import { CONTACT_REPLY_PROMISE } from '../content';

// One column at every width: the form's height then hardly depends on the screen, so the
// space ContactSection holds for it while it loads is right (no layout shift).
const useStyles = makeStyles({
  submit: { alignSelf: 'flex-start' },
  // the honeypot: out of sight and out of the Tab order, for bots that fill every field
  trap: visuallyHidden,
});

/**
 * Loaded lazily by ContactSection (react-hook-form, zod and Fluent's inputs are most of its
 * weight), so it is the default export.
 *
 * Spec §2 / §5: all six fields required, the email email-shaped. A valid message goes to the
 * board (a change to the spec's "no call is made"): stored for the Messages page and
 * e-mailed; only then is the visitor told when to expect a reply. A refusal (the hourly limit)
 * or a failure says so in a red alert, and the form keeps what was typed.
 */
export default function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const styles = useStyles();
  const [thanked, setThanked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [trap, setTrap] = useState('');
  const send = useContactDelivery();
  const { control, handleSubmit, reset, formState } = useZodForm(contactSchema, EMPTY_CONTACT_MESSAGE);

  const onValid = handleSubmit(async (message) => {
    try {
      if (!send) throw new Error(CONTACT_TEXTS.sendFailed);
      await send({ ...message, ...(trap ? { website: trap } : {}) });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : CONTACT_TEXTS.sendFailed);
      return;
    }
    setThanked(message.firstName);
    reset(EMPTY_CONTACT_MESSAGE);
  });

  return (
    <Form
      aria-labelledby={labelledBy}
      submitting={formState.isSubmitting}
      onSubmit={(event) => {
        setThanked(null);
        setFailure(null);
        return onValid(event);
      }}
    >
      {failure !== null ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
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
      <label className={styles.trap} aria-hidden="true">
        Website (leave empty)
        <input
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(event) => setTrap(event.target.value)}
        />
      </label>
      <Button
        type="submit"
        appearance="primary"
        icon={<Send20Regular />}
        className={styles.submit}
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
