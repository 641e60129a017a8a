// The zod field for a document id in a callable's payload (the rule itself is ids.ts's
// isDocumentId). Schemas live apart from the rules' constants so that a page using only
// those does not load zod with them.
import { z } from 'zod';
import { isDocumentId } from './ids.js';

/**
 * A zod string for one document id in a payload: missing or empty is `required`, anything that
 * is not an id is `invalid` (which defaults to `required`).
 */
export function documentId(required: string, invalid: string = required) {
  return z.string({ error: required }).trim().min(1, required).refine(isDocumentId, invalid);
}
