// Invoice numbers: human-readable, sortable by date, and unique enough to quote on the phone.
// Shape: INV-YYYYMMDD-XXXXXX (six characters from an alphabet without 0/O and 1/I/L).

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;
export const INVOICE_NUMBER_PATTERN = /^INV-\d{8}-[2-9A-HJKMNP-Z]{6}$/;

/**
 * @param now the creation time (its UTC date goes into the number)
 * @param randomInt returns an integer in [0, max); injected so tests are deterministic and the
 *   server can use a cryptographic source
 */
export function newInvoiceNumber(now: Date, randomInt: (max: number) => number): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `INV-${date}-${suffix}`;
}
