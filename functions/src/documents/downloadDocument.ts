import { DOCUMENT_TEXTS, downloadDocumentSchema, type CallableAnswer } from '@lakeside/domain';
import { requireApproved } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { documentDownloadUrl, documentFileBaseUrl } from './downloadUrl.js';
import { documentUrlSecret } from './secret.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';

/**
 * download-document (spec §7): approved residents only (the `approved` claim), names from the
 * catalogue only. Answers a link to documentFile that works for DOCUMENT_LINK_TTL_SECONDS.
 */
export const downloadDocument = onAppCall<CallableAnswer<'downloadDocument'>>(
  { ...CALLABLE_OPTIONS, secrets: [documentUrlSecret] },
  async (request) => {
    const caller = await requireApproved(request.auth, DOCUMENT_TEXTS);
    const { documentName } = parsePayload(downloadDocumentSchema(), request.data);
    try {
      return documentDownloadUrl(documentFileBaseUrl(request), documentUrlSecret.value(), {
        documentName,
        uid: caller.uid,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
    } catch (error) {
      throw toHttpsError(error, DOCUMENT_TEXTS.failed);
    }
  },
);
