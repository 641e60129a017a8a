// The registration, sign-in and password forms' zod schemas, with auth.ts's limits and
// messages. Apart from auth.ts so that a page using only the constants does not load zod.
import { z } from 'zod';
import {
  PROFILE_LIMITS,
  REGISTRATION_TEXTS,
  SIGN_IN_TEXTS,
  STATE_PATTERN,
  ZIP_CODE_PATTERN,
} from './auth.js';
import { hasInvisibleCharacters } from './text.js';

const M = REGISTRATION_TEXTS;

const requiredText = (required: string, tooLong: string, max: number, invisible: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((text) => !hasInvisibleCharacters(text), invisible);

/** The profile part of a registration: what ends up in profiles/{uid}. */
export const registrationAddressSchema = z.object({
  firstName: requiredText(
    M.firstNameRequired,
    M.firstNameTooLong,
    PROFILE_LIMITS.firstNameMax,
    M.firstNameInvisible,
  ),
  lastName: requiredText(
    M.lastNameRequired,
    M.lastNameTooLong,
    PROFILE_LIMITS.lastNameMax,
    M.lastNameInvisible,
  ),
  streetAddress: requiredText(
    M.streetAddressRequired,
    M.streetAddressTooLong,
    PROFILE_LIMITS.streetAddressMax,
    M.streetAddressInvisible,
  ),
  city: requiredText(M.cityRequired, M.cityTooLong, PROFILE_LIMITS.cityMax, M.cityInvisible),
  // Uppercased before the checks (spec §5), so "tn" is accepted as "TN".
  state: z.string().toUpperCase().length(2, M.stateLength).regex(STATE_PATTERN, M.statePattern),
  zipCode: z.string().regex(ZIP_CODE_PATTERN, M.zipCodeFormat),
});

const credentialsShape = {
  // Checked in this order, so a long malformed address reads 'Invalid email address' first.
  email: z.email(M.emailInvalid).max(PROFILE_LIMITS.emailMax, M.emailTooLong),
  password: z
    .string()
    .min(PROFILE_LIMITS.passwordMin, M.passwordTooShort)
    .max(PROFILE_LIMITS.passwordMax, M.passwordTooLong),
  confirmPassword: z.string(),
};

export const registrationSchema = registrationAddressSchema
  .extend(credentialsShape)
  .refine((values) => values.password === values.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
    // Compare the passwords even while other fields are still wrong, so every field's
    // message shows at once (by default an object refinement waits for all fields to pass).
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });

/** What the form holds (strings as typed). */
export type RegistrationInput = z.input<typeof registrationSchema>;
/** What a valid form parses to (names trimmed, state uppercased). */
export type Registration = z.output<typeof registrationSchema>;
export type RegistrationAddress = z.output<typeof registrationAddressSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, SIGN_IN_TEXTS.emailRequired),
  password: z.string().min(1, SIGN_IN_TEXTS.passwordRequired),
});

export type SignInInput = z.input<typeof signInSchema>;

/**
 * Password recovery (spec §4 lists it among the auth events): the "Forgot password?"
 * form asks for the address, the page behind the e-mail's link for the new password, with the
 * registration's rules and messages.
 */
export const passwordResetRequestSchema = z.object({ email: credentialsShape.email });

export const newPasswordSchema = z
  .object({ password: credentialsShape.password, confirmPassword: credentialsShape.confirmPassword })
  .refine((values) => values.password === values.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
