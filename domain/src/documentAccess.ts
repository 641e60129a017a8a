// What the download callable accepts and answers (spec §4, §6, §8). The catalogue and the
// messages the landing page shows are in documents.ts, which stays free of zod: the landing
// page imports it, and a module with a top-level schema would bring zod into its first load.
import { z } from 'zod';
import { DOCUMENT_MESSAGES, findOfficialDocument } from './documents.js';
import type { ApprovalStatus } from './model.js';

/** downloadDocument's payload: only a file name from the catalogue is accepted. */
export const downloadDocumentSchema = z.object({
  documentName: z
    .string({ error: DOCUMENT_MESSAGES.unknownDocument })
    .refine((name) => findOfficialDocument(name) !== undefined, DOCUMENT_MESSAGES.unknownDocument),
});

export type DownloadDocumentRequest = z.output<typeof downloadDocumentSchema>;

export interface DownloadDocumentAnswer {
  downloadUrl: string;
}

/** How long a download link works (seconds): long enough to start it, short enough not to share. */
export const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;

/** What the landing's download buttons know about the visitor (spec §4). */
export type DocumentAccess = ApprovalStatus | 'signed-out' | 'loading';
