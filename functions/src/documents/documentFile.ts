import { findOfficialDocument } from '@lakeside/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { readDocumentFile } from './files.js';
import { documentUrlSecret } from './secret.js';
import { verifyDocumentToken } from './token.js';

export const LINK_INVALID =
  'This download link is not valid. Download the document again from the Lakeside HOA site.';
export const LINK_EXPIRED =
  'This download link has expired. Download the document again from the Lakeside HOA site.';

/**
 * Serves an official PDF to whoever holds a valid, unexpired link from downloadDocument. A
 * browser tab opens this URL directly, so it answers plain text (not JSON) when it refuses.
 */
export const documentFile = onRequest({ secrets: [documentUrlSecret] }, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
    return;
  }
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const check = verifyDocumentToken(documentUrlSecret.value(), token, Math.floor(Date.now() / 1000));
  if (!check.ok) {
    res
      .status(check.reason === 'expired' ? 410 : 403)
      .type('text/plain')
      .send(check.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID);
    return;
  }
  // The catalogue stays the only list of servable names, even for a correctly signed token.
  const document = findOfficialDocument(check.claims.name);
  if (!document) {
    res.status(404).type('text/plain').send(LINK_INVALID);
    return;
  }
  const file = await readDocumentFile(document.fileName);
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="${document.fileName}"`)
    .send(file);
});
