// Everything the landing page says, in one typed file, so the board can change officers,
// events, projects, announcements, sponsors and contacts without touching a component.
// The official documents are not here: they come from @lakeside/domain (OFFICIAL_DOCUMENTS),
// the same catalogue the download function checks names against.
//
import { ANNUAL_DUES_CENTS, ASSOCIATION_IDENTITY, formatCents } from '@lakeside/domain';

// Phone numbers use the 555-01xx range, which is reserved for fiction; replace them, the
// e-mail addresses and the people with the association's own before going live.

/** The eight anchors of the sticky navigation (spec §2), in page order. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'officers', label: 'Officers' },
  { id: 'events', label: 'Events' },
  { id: 'projects', label: 'Projects' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'rules', label: 'Rules & Bylaws' },
  { id: 'sponsors', label: 'Sponsors' },
  { id: 'contact', label: 'Contact' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

export const ASSOCIATION = {
  // name, address, e-mail, phone and hours: the domain's, which the pay page and receipts share
  ...ASSOCIATION_IDENTITY,
  tagline: 'Home on the water since 1987',
  intro:
    '212 homes around Heron Lake. News from the board, upcoming events, community projects, and the rules that keep the lake clean, quiet and safe for everyone.',
};

export interface Officer {
  name: string;
  position: string;
  email: string;
  phone: string;
}

export const OFFICERS: readonly Officer[] = [
  {
    name: 'Margaret Ellison',
    position: 'President',
    email: 'president@lakesidehoa.org',
    phone: '(615) 555-0101',
  },
  {
    name: 'David Okafor',
    position: 'Vice President',
    email: 'vicepresident@lakesidehoa.org',
    phone: '(615) 555-0102',
  },
  {
    name: 'Linda Tran',
    position: 'Treasurer',
    email: 'treasurer@lakesidehoa.org',
    phone: '(615) 555-0103',
  },
  {
    name: 'Robert Haynes',
    position: 'Secretary',
    email: 'secretary@lakesidehoa.org',
    phone: '(615) 555-0104',
  },
];

export type EventStatus = 'upcoming' | 'registration-open' | 'cancelled';

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  'registration-open': 'Registration open',
  cancelled: 'Cancelled',
};

export interface CommunityEvent {
  title: string;
  /** ISO date */
  date: string;
  time: string;
  location: string;
  description: string;
  status: EventStatus;
}

export const EVENTS: readonly CommunityEvent[] = [
  {
    title: 'Holiday Lights Boat Parade',
    date: '2026-12-12',
    time: '5:30 PM–8:00 PM',
    location: 'Main dock and the north shore',
    description:
      'Decorate your boat or your dock and join the parade around the lake. Hot cider and cocoa at the clubhouse afterwards; prizes for the brightest boat and the best dock.',
    status: 'registration-open',
  },
  {
    title: 'Annual Meeting and Board Election',
    date: '2027-01-23',
    time: '10:00 AM–12:00 PM',
    location: 'Lakeside Clubhouse, Great Room',
    description:
      'Review of the 2026 budget, the 2027 dues and the shoreline project, followed by the election of two board seats. Proxy forms are available from the secretary.',
    status: 'upcoming',
  },
];

export type ProjectStatus = 'planning' | 'in-progress' | 'completed';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  'in-progress': 'In progress',
  completed: 'Completed',
};

export interface Project {
  title: string;
  description: string;
  status: ProjectStatus;
  /** 0–100 */
  progress: number;
  /** integer cents, like every amount in the app */
  budgetCents: number;
  timeline: string;
}

export const PROJECTS: readonly Project[] = [
  {
    title: 'Shoreline Erosion Control',
    description: 'Rock revetment and native plantings along the 600 feet of common shoreline by the beach.',
    status: 'in-progress',
    progress: 65,
    budgetCents: 48_500_00,
    timeline: 'August 2026 – February 2027',
  },
  {
    title: 'Boat Ramp Resurfacing',
    description: 'New non-slip concrete on the public ramp and a second courtesy dock for loading.',
    status: 'completed',
    progress: 100,
    budgetCents: 22_000_00,
    timeline: 'March – May 2026',
  },
  {
    title: 'Walking Trail Lighting',
    description:
      'Low, dark-sky-friendly path lights along the 1.2-mile trail from the clubhouse to Heron Point.',
    status: 'planning',
    progress: 10,
    budgetCents: 15_750_00,
    timeline: 'Spring 2027',
  },
  {
    title: 'Clubhouse Roof Replacement',
    description: 'A new standing-seam metal roof and gutters for the clubhouse, rated for 40 years.',
    status: 'in-progress',
    progress: 30,
    budgetCents: 36_200_00,
    timeline: 'October 2026 – January 2027',
  },
];

export type AnnouncementType = 'info' | 'celebration' | 'reminder' | 'important';
export type AnnouncementPriority = 'high' | 'medium' | 'low';

export const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementType, string> = {
  info: 'Info',
  celebration: 'Celebration',
  reminder: 'Reminder',
  important: 'Important',
};

export const ANNOUNCEMENT_PRIORITY_LABELS: Record<AnnouncementPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

export interface Announcement {
  title: string;
  /** ISO date */
  date: string;
  body: string;
  type: AnnouncementType;
  priority: AnnouncementPriority;
}

export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    title: 'Lake drawdown starts December 1',
    date: '2026-11-18',
    body: 'The dam authority lowers the lake by four feet for the winter. Pull boats and lift swim ladders before December 1; docks stay in place.',
    type: 'important',
    priority: 'high',
  },
  {
    title: '2027 dues can now be paid online',
    date: '2026-11-09',
    body: `Annual dues stay at ${formatCents(ANNUAL_DUES_CENTS)} per property and year. Log in to My Account to pay by card, or drop a check at the clubhouse during office hours.`,
    type: 'reminder',
    priority: 'medium',
  },
  {
    title: 'Thank you, fall cleanup volunteers!',
    date: '2026-10-26',
    body: 'Forty-three neighbours cleared 2 tons of debris from the coves and planted 120 native shrubs along the trail. The Cove Grill treated everyone to lunch.',
    type: 'celebration',
    priority: 'low',
  },
  {
    title: 'New clubhouse reservation hours',
    date: '2026-10-12',
    body: 'The clubhouse can now be reserved for private events until 10 PM on Fridays and Saturdays. Ask the secretary for the reservation form.',
    type: 'info',
    priority: 'low',
  },
];

/** Spec §2's quick-reference rules, word for word. */
export const QUICK_RULES: readonly string[] = [
  'quiet hours 10 PM-7 AM',
  'no overnight street parking',
  'pets leashed in common areas',
  'speed limit 15 mph',
  'trash pickup Tuesdays and Fridays',
  'lake hours 6 AM-10 PM',
  'land behind lakefront homes is private',
];

export interface Sponsor {
  name: string;
  category: string;
  description: string;
}

export const SPONSORS: readonly Sponsor[] = [
  {
    name: 'Heron Lake Marina',
    category: 'Boats and fuel',
    description: 'Slip rentals, fuel dock and winter storage. Sponsors the Holiday Lights Boat Parade.',
  },
  {
    name: 'Cedar Ridge Hardware',
    category: 'Hardware and garden',
    description: 'Supplies every community workday and gives residents 10% off dock and deck repairs.',
  },
  {
    name: 'The Cove Grill',
    category: 'Restaurant',
    description: 'Lakeside dining on the south shore; hosts the volunteer lunch after every cleanup.',
  },
  {
    name: 'Middle Tennessee Landscaping',
    category: 'Landscaping',
    description: 'Native shoreline plantings and the upkeep of the entrance gardens.',
  },
];

export const SPONSORSHIP = {
  title: 'Become a sponsor',
  body: 'Local businesses keep our events free for every family. Sponsors are thanked at every event, in the newsletter and on this page.',
  email: 'sponsors@lakesidehoa.org',
};

export interface EmergencyContact {
  label: string;
  phone: string;
}

export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  { label: 'Fire, police, ambulance', phone: '911' },
  { label: 'Sheriff (non-emergency)', phone: '(615) 555-0190' },
  { label: 'Lake patrol', phone: '(615) 555-0191' },
  { label: 'Water and sewer outages', phone: '(615) 555-0192' },
  { label: 'HOA after-hours maintenance', phone: '(615) 555-0199' },
];

/** Reply time the contact form promises (spec §9). */
export const CONTACT_REPLY_PROMISE = 'Our team will reply within 24 hours.';
