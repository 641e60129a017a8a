// The official documents on the landing page's Rules and Bylaws section (spec §2, §3). The
// catalogue is the only list of names the download function accepts.

/** What the download buttons and the download callable say (spec §6, §8). */
export const DOCUMENT_MESSAGES = {
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
