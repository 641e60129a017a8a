// Who may download the official documents and what the download callable accepts and answers
// (spec §4, §6, §8). The catalogue itself is documents.ts.
import { z } from 'zod';
import { findOfficialDocument } from './documents.js';
import type { ApprovalStatus } from './model.js';

export const DOCUMENT_MESSAGES = {
  signInRequired: 'Please log in to download documents.',
  approvalRequired: 'Your account must be approved to download documents.',
  unknownDocument: 'No such document',
  failed: 'Failed to download document. Please try again.',
} as const;

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
