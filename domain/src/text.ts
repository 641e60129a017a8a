// Text that people read as names and addresses (the owner picker, the users list, receipts):
// characters that draw nothing or reorder what is drawn let two different names look alike
// ("Ann\u200BSmith", a right-to-left override flipping part of a name). They are refused where
// such text enters. firestore.rules repeat the class in trimmedText().
//
// Refused: controls (Cc: tabs, newlines, NUL…), format characters (Cf: zero-width space and
// joiners, bidi embeddings, overrides and isolates, the byte-order mark, the soft hyphen),
// and the line and paragraph separators (Zl, Zp). Ordinary spaces and letters of every script
// stay allowed. The cost, recorded in docs/decisions/identity-and-access.md ("Look-alike names
// are refused"): the zero-width non-joiner some Persian and Indic spellings use is refused too.
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether `text` has a character that draws nothing or reorders the text around it. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTER.test(text);
}

/** Controls (CR, LF, tab, NUL…) and the line and paragraph separators: what breaks a line. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/**
 * `text` on one line: each run of control characters and line or paragraph separators becomes
 * one space. For text that goes into a header, such as an e-mail's subject: a CR/LF
 * there would start a header of the sender's choosing ("\r\nBcc: …").
 */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKING, ' ');
}
