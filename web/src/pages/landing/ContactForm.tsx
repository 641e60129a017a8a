import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_REPLY_PROMISE } from './content';
import { contactSchema, EMPTY_CONTACT_MESSAGE, type ContactMessage } from './contactSchema';

// One column at every width: the form's height then hardly depends on the screen, so the
// space ContactSection holds for it while it loads is right (no layout shift).
const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT_MESSAGE,
  });

  const onValid = handleSubmit((message) => {
    setThanked(message.firstName);
    reset(EMPTY_CONTACT_MESSAGE);
  });

  /** Field props for one input: its label, its message when invalid, `required` for the asterisk. */
  const field = (name: keyof ContactMessage, label: string) => ({
    label,
    required: true,
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name]?.message,
  });

  return (
    // noValidate: the browser's own bubbles would otherwise block the submit with their own
    // wording before ours could show.
    <form
      className={styles.form}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        setThanked(null);
        void onValid(event);
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
      <Field {...field('firstName', 'First name')}>
        <Input autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field {...field('lastName', 'Last name')}>
        <Input autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field {...field('email', 'Email')}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field {...field('propertyAddress', 'Property address')}>
        <Input autoComplete="street-address" {...register('propertyAddress')} />
      </Field>
      <Field {...field('subject', 'Subject')}>
        <Input {...register('subject')} />
      </Field>
      <Field {...field('message', 'Message')}>
        <Textarea rows={5} resize="vertical" {...register('message')} />
      </Field>
      <Button type="submit" appearance="primary" icon={<Send20Regular />} className={styles.submit}>
        Send Message
      </Button>
    </form>
  );
}
