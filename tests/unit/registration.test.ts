import {
  EMPTY_REGISTRATION,
  REGISTRATION_TEXTS as M,
  approvalSuccessMessage,
  canChangeApprovalStatus,
  registrationSchema,
  signInSchema,
  type RegistrationInput,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

// Spec §5: every registration rule, its exact message, and "the first failing message per
// field" (what the form shows).

const valid: RegistrationInput = {
  email: 'jamie@lakeside.test',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Jamie',
  lastName: 'Carter',
  streetAddress: '14 Lakeshore Dr',
  city: 'Lakeside',
  state: 'TN',
  zipCode: '37013',
};

/** The first message per field, as react-hook-form's zod resolver shows them. */
function firstMessages(input: Partial<RegistrationInput>): Record<string, string> {
  const result = registrationSchema.safeParse({ ...valid, ...input });
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}

describe('registration: valid input', () => {
  it('parses, trimming the names and address and uppercasing the state', () => {
    const result = registrationSchema.parse({
      ...valid,
      firstName: '  Jamie ',
      lastName: '\tCarter\n',
      streetAddress: ' 14 Lakeshore Dr ',
      city: ' Lakeside ',
      state: 'tn',
      zipCode: '37013-1234',
    });
    expect(result).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Carter',
      streetAddress: '14 Lakeshore Dr',
      city: 'Lakeside',
      state: 'TN',
      zipCode: '37013-1234',
    });
  });

  it('defaults the state to TN in the empty form', () => {
    expect(EMPTY_REGISTRATION.state).toBe('TN');
  });

  it('accepts the limits themselves', () => {
    expect(
      firstMessages({
        email: `${'a'.repeat(241)}@lakeside.test`, // 255 characters
        password: 'p'.repeat(72),
        confirmPassword: 'p'.repeat(72),
        firstName: 'F'.repeat(100),
        lastName: 'L'.repeat(100),
        streetAddress: 'S'.repeat(255),
        city: 'C'.repeat(100),
      }),
    ).toEqual({});
    expect(firstMessages({ password: 'p'.repeat(6), confirmPassword: 'p'.repeat(6) })).toEqual({});
  });
});

describe('registration: each rule and its message', () => {
  it.each<[string, Partial<RegistrationInput>, Record<string, string>]>([
    ['a malformed email', { email: 'jamie@' }, { email: M.emailInvalid }],
    ['an email without @', { email: 'jamie.lakeside.test' }, { email: M.emailInvalid }],
    ['an empty email', { email: '' }, { email: M.emailInvalid }],
    ['a 256-character email', { email: `${'a'.repeat(242)}@lakeside.test` }, { email: M.emailTooLong }],
    [
      'a long and malformed email: the first rule wins',
      { email: 'a'.repeat(300) },
      { email: M.emailInvalid },
    ],
    [
      'a 5-character password',
      { password: '12345', confirmPassword: '12345' },
      { password: M.passwordTooShort },
    ],
    [
      'a 73-character password',
      { password: 'p'.repeat(73), confirmPassword: 'p'.repeat(73) },
      { password: M.passwordTooLong },
    ],
    ['a different confirmation', { confirmPassword: 'secret2' }, { confirmPassword: M.passwordsDontMatch }],
    ['an empty first name', { firstName: '' }, { firstName: M.firstNameRequired }],
    ['a first name of spaces', { firstName: '   ' }, { firstName: M.firstNameRequired }],
    ['a 101-character first name', { firstName: 'F'.repeat(101) }, { firstName: M.firstNameTooLong }],
    ['a 100-character first name padded with spaces', { firstName: ` ${'F'.repeat(100)} ` }, {}],
    ['an empty last name', { lastName: ' ' }, { lastName: M.lastNameRequired }],
    ['a 101-character last name', { lastName: 'L'.repeat(101) }, { lastName: M.lastNameTooLong }],
    ['an empty street address', { streetAddress: '' }, { streetAddress: M.streetAddressRequired }],
    [
      'a 256-character street address',
      { streetAddress: 'S'.repeat(256) },
      { streetAddress: M.streetAddressTooLong },
    ],
    ['an empty city', { city: '  ' }, { city: M.cityRequired }],
    ['a 101-character city', { city: 'C'.repeat(101) }, { city: M.cityTooLong }],
    ['a 1-letter state', { state: 'T' }, { state: M.stateLength }],
    ['a 3-letter state', { state: 'TNN' }, { state: M.stateLength }],
    ['an empty state', { state: '' }, { state: M.stateLength }],
    ['a state with a digit', { state: 'T1' }, { state: M.statePattern }],
    ['a state with a space', { state: 'T ' }, { state: M.statePattern }],
    ['a state with an accent (uppercases, still not A-Z)', { state: 'té' }, { state: M.statePattern }],
    ['a lowercase state: uppercased first, so fine', { state: 'ky' }, {}],
    ['a 4-digit ZIP', { zipCode: '3701' }, { zipCode: M.zipCodeFormat }],
    ['a ZIP with letters', { zipCode: '3701A' }, { zipCode: M.zipCodeFormat }],
    ['a ZIP with a 3-digit extension', { zipCode: '37013-123' }, { zipCode: M.zipCodeFormat }],
    ['a ZIP with a space', { zipCode: '37013 1234' }, { zipCode: M.zipCodeFormat }],
    ['an empty ZIP', { zipCode: '' }, { zipCode: M.zipCodeFormat }],
    // look-alike names: characters that draw nothing or reorder the text
    [
      'a zero-width space in the first name',
      { firstName: 'Ja\u200Bmie' },
      { firstName: M.firstNameInvisible },
    ],
    [
      'a right-to-left override in the last name',
      { lastName: 'Car\u202Eter' },
      { lastName: M.lastNameInvisible },
    ],
    [
      'a bidi isolate in the street',
      { streetAddress: '12 \u2066Lake\u2069 Rd' },
      { streetAddress: M.streetAddressInvisible },
    ],
    ['a tab inside the city', { city: 'Lake\tside' }, { city: M.cityInvisible }],
    [
      'a zero-width joiner in the first name',
      { firstName: 'Jam\u200Die' },
      { firstName: M.firstNameInvisible },
    ],
    ['a soft hyphen in the last name', { lastName: 'Car\u00ADter' }, { lastName: M.lastNameInvisible }],
    ['names in other scripts, with accents', { firstName: 'José Ñandú', lastName: 'Ørsted 李' }, {}],
  ])('%s', (_, input, expected) => {
    expect(firstMessages(input)).toEqual(expected);
  });

  it('shows every field’s first message at once, including the password match', () => {
    expect(firstMessages({ ...EMPTY_REGISTRATION, password: 'secret1', confirmPassword: 'other' })).toEqual({
      email: M.emailInvalid,
      confirmPassword: M.passwordsDontMatch,
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      streetAddress: M.streetAddressRequired,
      city: M.cityRequired,
      zipCode: M.zipCodeFormat,
    });
  });

  it('gives the spec’s exact texts', () => {
    expect(M).toMatchObject({
      emailInvalid: 'Invalid email address',
      emailTooLong: 'Email must be less than 255 characters',
      passwordTooShort: 'Password must be at least 6 characters',
      passwordTooLong: 'Password must be less than 72 characters',
      passwordsDontMatch: "Passwords don't match",
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      streetAddressRequired: 'Street address is required',
      cityRequired: 'City is required',
      stateLength: 'State must be 2 characters',
      statePattern: 'State must be 2 uppercase letters',
      zipCodeFormat: 'ZIP code must be in format 12345 or 12345-6789',
    });
  });
});

describe('sign in: required fields only', () => {
  it('needs an email and a password, nothing more', () => {
    expect(signInSchema.safeParse({ email: 'x', password: 'y' }).success).toBe(true);
    const result = signInSchema.safeParse({ email: ' ', password: '' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });
});

describe('approval workflow (spec §4)', () => {
  it.each([
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['pending', 'pending', false],
    ['approved', 'pending', true],
    ['rejected', 'pending', true],
    ['approved', 'rejected', false],
    ['rejected', 'approved', false],
    ['approved', 'approved', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canChangeApprovalStatus(from, to)).toBe(allowed);
  });

  it('says what happened, a reset included (deliberate fix to spec §8)', () => {
    expect(approvalSuccessMessage('approved')).toBe('User approved successfully.');
    expect(approvalSuccessMessage('rejected')).toBe('User rejected successfully.');
    expect(approvalSuccessMessage('pending')).toBe('User reset to pending successfully.');
  });
});
