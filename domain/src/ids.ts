// Document ids that arrive in a callable's payload (a uid, a property id, a payment id). One
// home for what Firestore refuses as an id, so a hostile or mistyped id is a 400 with the
// field's own message instead of a path error (a 500) deep inside the function.
/**
 * What Firestore does not take as one document id: a '/' (it would name another path), '.' and
 * '..', names wrapped in double underscores (reserved), and anything over 128 characters here
 * (Auth uids are at most 128; the product's own ids are shorter). Control characters are refused
 * too: no id of ours has one, and they only serve to make two ids look alike.
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= 128 &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value) &&
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    !/[/\u0000-\u001f\u007f]/.test(value)
  );
}
