// The property forms' and callables' zod schemas, with properties.ts's messages. Apart from
// properties.ts so that a page using only its helpers does not load zod.
import { z } from 'zod';
import { DEFAULT_STATE, PROFILE_LIMITS, ZIP_CODE_PATTERN } from './auth.js';
import { documentId } from './idSchemas.js';
import { PROPERTY_TEXTS } from './properties.js';
import { hasInvisibleCharacters } from './text.js';

const M = PROPERTY_TEXTS;

/**
 * Spec §5: street address, city and ZIP are required (one message for all); the state defaults
 * to TN and is not checked beyond a sane length. The ZIP has the profile's format. Limits follow the
 * profile's, so every address in the system has the same bounds, and firestore.rules repeat them.
 */
const addressText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, M.requiredFields)
    .max(max, M.requiredFields)
    .refine((text) => !hasInvisibleCharacters(text), M.invisibleCharacters);

export const createPropertySchema = z.object({
  streetAddress: addressText(PROFILE_LIMITS.streetAddressMax),
  city: addressText(PROFILE_LIMITS.cityMax),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .max(2, M.requiredFields)
    .transform((state) => state || DEFAULT_STATE),
  zipCode: z.string().trim().min(1, M.requiredFields).regex(ZIP_CODE_PATTERN, M.zipCodeFormat),
});

export type CreatePropertyInput = z.output<typeof createPropertySchema>;
/** The Create New Property form as typed (the state is uppercased as typed). */
export type CreatePropertyForm = z.input<typeof createPropertySchema>;

/** A property id in a payload (every callable that names a property takes it this way). */
export const propertyIdField = (required: string = M.propertyRequired) =>
  documentId(required, M.propertyInvalid);

/** assignOwner / removeOwner callables. */
export const propertyOwnerSchema = z.object({
  propertyId: propertyIdField(),
  uid: documentId(M.userRequired, M.userInvalid),
});

export type PropertyOwnerRequest = z.output<typeof propertyOwnerSchema>;
/** The Assign Owner dialog's form: the user picked (the property is the dialog's own). */
export const assignOwnerFormSchema = propertyOwnerSchema.pick({ uid: true });

/** ensureHoaAccount callable (create_hoa_account_for_property). */
export const propertyIdSchema = z.object({ propertyId: propertyIdField() });
export type PropertyIdRequest = z.output<typeof propertyIdSchema>;
