// Text that people read as names and addresses (the owner picker, the users list, receipts):
// characters that draw nothing or reorder what is drawn let two different names look alike
// ("Ann\u200BSmith", a right-to-left override flipping part of a name). They are refused where
// such text enters (issue 11). firestore.rules repeat the class in trimmedText().
//
// Refused: controls (Cc: tabs, newlines, NUL…), format characters (Cf: zero-width space and
// joiners, bidi embeddings, overrides and isolates, the byte-order mark, the soft hyphen),
// and the line and paragraph separators (Zl, Zp). Ordinary spaces and letters of every script
// stay allowed. The cost, recorded in docs/decisions.md: the zero-width non-joiner some Persian
// and Indic spellings use is refused too.
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether `text` has a character that draws nothing or reorders the text around it. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTER.test(text);
}
