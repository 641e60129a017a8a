// Official documents (spec §2 Rules and Bylaws, §3, §4 download button, §6, §8): the catalogue
// (the only names the download function accepts), who may download, and the download
// callable's payload. The landing page imports this module, so nothing here may build a zod
// schema when the module loads: zod, a large library, would ride along into its first load.
import { z } from 'zod';
import type { ApprovalStatus } from './auth.js';

/** What the download buttons and the download callable say (spec §6, §8). */
export const DOCUMENT_TEXTS = {
  signInRequired: 'Please log in to download documents.',
  approvalRequired: 'Your account must be approved to download documents.',
  unknownDocument: 'No such document',
  failed: 'Failed to download document. Please try again.',
} as const;

export interface OfficialDocument {
  title: string;
  description: string;
  /** ISO date, shown as "Last updated" */
  lastUpdated: string;
  pages: number;
  fileName: string;
}

export const OFFICIAL_DOCUMENTS: readonly OfficialDocument[] = [
  {
    title: 'HOA Bylaws',
    description:
      'How the association is governed: the board, elections, annual meetings, voting and the duties of officers.',
    lastUpdated: '2026-03-14',
    pages: 12,
    fileName: 'lakeside-hoa-bylaws.pdf',
  },
  {
    title: 'Covenants, Conditions & Restrictions',
    description:
      'The rules that run with every lot: building and exterior changes, shoreline and dock use, rentals and upkeep.',
    lastUpdated: '2025-11-02',
    pages: 18,
    fileName: 'lakeside-hoa-ccrs.pdf',
  },
  {
    title: 'Community Rules & Regulations',
    description:
      'Day-to-day rules for the neighbourhood and the lake: quiet hours, parking, pets, boating, trash and common areas.',
    lastUpdated: '2026-06-01',
    pages: 6,
    fileName: 'lakeside-hoa-community-rules.pdf',
  },
];

export function findOfficialDocument(fileName: string): OfficialDocument | undefined {
  return OFFICIAL_DOCUMENTS.find((document) => document.fileName === fileName);
}

/** What the landing's download buttons know about the visitor (spec §4). */
export type DocumentAccess = ApprovalStatus | 'signed-out' | 'loading';

/** How long a download link works (seconds): long enough to start it, short enough not to share. */
export const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;

/**
 * downloadDocument's payload: only a file name from the catalogue is accepted. Built on call,
 * not at load (see the top of this module).
 */
export function downloadDocumentSchema() {
  return z.object({
    documentName: z
      .string({ error: DOCUMENT_TEXTS.unknownDocument })
      .refine((name) => findOfficialDocument(name) !== undefined, DOCUMENT_TEXTS.unknownDocument),
  });
}

export type DownloadDocumentRequest = z.output<ReturnType<typeof downloadDocumentSchema>>;

export interface DownloadDocumentAnswer {
  downloadUrl: string;
}
