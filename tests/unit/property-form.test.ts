// Create New Property (spec §2, §5): required fields speak with one message, the ZIP
// has the profile's format and message.
import { PROPERTY_TEXTS as M, createPropertySchema } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

const valid = { streetAddress: '12 Heron Way', city: 'Lakeside', state: 'tn', zipCode: '37013' };
const firstMessage = (input: object) =>
  createPropertySchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe('createPropertySchema', () => {
  it.each(['37013', '37013-1234', ' 37013 '])('accepts the ZIP %j', (zipCode) => {
    const parsed = createPropertySchema.parse({ ...valid, zipCode });
    expect(parsed.zipCode).toBe(zipCode.trim());
    expect(parsed.state).toBe('TN');
  });

  it.each(['3701', '370131', '37013-12', '3701A', '37013 1234', '37013-'])(
    'refuses the ZIP %j with the format message',
    (zipCode) => {
      expect(firstMessage({ zipCode })).toBe(M.zipCodeFormat);
      expect(M.zipCodeFormat).toBe('ZIP code must be in format 12345 or 12345-6789');
    },
  );

  it('says a missing ZIP is a missing field, like the others', () => {
    expect(firstMessage({ zipCode: '  ' })).toBe(M.requiredFields);
    expect(firstMessage({ city: '' })).toBe(M.requiredFields);
  });
});
