// The demo data `npm start` seeds: one home for the accounts the README and the start banner
// name. Extend it as features land (DESIGN.md §3 shapes, @lakeside/domain types).
import type {
  ApprovalStatus,
  ContactMessage,
  ContactStatus,
  HoaAccountFigures,
  PropertyAddress,
} from '@lakeside/domain';

export const DEMO_PASSWORD = 'lakeside-demo';

export interface DemoUser {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  status: ApprovalStatus;
  admin?: true;
  address: PropertyAddress;
  /** what this login shows off, printed in the start banner */
  role: string;
}

const home = (streetAddress: string): PropertyAddress => ({
  streetAddress,
  city: 'Lakeside',
  state: 'TN',
  zipCode: '37013',
});

export const DEMO_USERS: DemoUser[] = [
  {
    uid: 'demo-admin',
    email: 'admin@lakeside.test',
    firstName: 'Morgan',
    lastName: 'Reyes',
    status: 'approved',
    admin: true,
    address: home('2 Harbor View Rd'),
    role: 'admin (board treasurer)',
  },
  {
    uid: 'demo-resident',
    email: 'resident@lakeside.test',
    firstName: 'Jamie',
    lastName: 'Carter',
    status: 'approved',
    address: home('14 Lakeshore Dr'),
    role: 'approved resident, owns two properties with dues owed',
  },
  {
    uid: 'demo-coowner',
    email: 'coowner@lakeside.test',
    firstName: 'Alex',
    lastName: 'Carter',
    status: 'approved',
    address: home('14 Lakeshore Dr'),
    role: 'approved resident, co-owner of 14 Lakeshore Dr',
  },
  {
    uid: 'demo-newowner',
    email: 'newowner@lakeside.test',
    firstName: 'Taylor',
    lastName: 'Brooks',
    status: 'approved',
    address: home('21 Osprey Ln'),
    role: 'approved resident, owns 21 Osprey Ln (no HOA account yet)',
  },
  {
    uid: 'demo-pending',
    email: 'pending@lakeside.test',
    firstName: 'Priya',
    lastName: 'Shah',
    status: 'pending',
    address: home('31 Willow Bend'),
    role: 'registered, waiting for approval',
  },
  {
    uid: 'demo-rejected',
    email: 'rejected@lakeside.test',
    firstName: 'Dana',
    lastName: 'Miles',
    status: 'rejected',
    address: home('99 Nowhere Ln'),
    role: 'registration rejected',
  },
];

export interface DemoProperty {
  id: string;
  address: PropertyAddress;
  ownerUids: string[];
  /** absent: the property has no HOA account yet (shows the 'No HOA Account' card) */
  account?: { balanceCents: number; yearsOwed: string[] };
}

export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    id: 'demo-14-lakeshore',
    address: home('14 Lakeshore Dr'),
    ownerUids: ['demo-resident', 'demo-coowner'],
    account: { balanceCents: 320_00, yearsOwed: ['2025', '2026'] },
  },
  {
    id: 'demo-6-cove',
    address: home('6 Cove Ln'),
    ownerUids: ['demo-resident'],
    account: { balanceCents: 160_00, yearsOwed: ['2026'] },
  },
  {
    id: 'demo-21-osprey',
    address: home('21 Osprey Ln'),
    ownerUids: ['demo-newowner'],
  },
  {
    id: 'demo-7-heron',
    address: home('7 Heron Point'),
    ownerUids: [],
  },
];

export interface DemoPayment {
  id: string;
  propertyId: string;
  createdBy: string;
  invoiceNumber: string;
  yearsPaid: string[];
  status: 'completed' | 'failed';
  failureReason?: string;
  /** ISO date of the attempt (and of settlement, when completed) */
  date: string;
  /** a completed payment's account just before it settled (its trail entry's `before`) */
  accountBefore?: HoaAccountFigures;
}

/** So Payment History is not empty: last year's dues paid, and a declined card this autumn. */
export const DEMO_PAYMENTS: DemoPayment[] = [
  {
    id: 'demo-payment-2024',
    propertyId: 'demo-14-lakeshore',
    createdBy: 'demo-resident',
    invoiceNumber: 'INV-20251104-K7M2QA',
    yearsPaid: ['2024'],
    status: 'completed',
    date: '2025-11-04T15:12:00Z',
    // 2025 had been billed in January (DEMO_BILLED_YEARS)
    accountBefore: { balanceCents: 320_00, yearsOwed: ['2024', '2025'] },
  },
  {
    id: 'demo-payment-declined',
    propertyId: 'demo-6-cove',
    createdBy: 'demo-resident',
    invoiceNumber: 'INV-20261012-R4TW9X',
    yearsPaid: ['2026'],
    status: 'failed',
    failureReason: 'Payment failed',
    date: '2026-10-12T18:40:00Z',
  },
];

/** So the board's Messages page is not empty: two messages sent with the contact form. */
export const DEMO_MESSAGES: (ContactMessage & { id: string; date: string; status: ContactStatus })[] = [
  {
    id: 'demo-message-dock',
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'jordan.reyes@example.com',
    propertyAddress: '14 Lakeshore Dr',
    subject: 'Dock extension permit',
    message: 'May I extend my dock by four feet this spring? I can send a drawing.\nThank you!',
    status: 'new',
    date: '2026-11-20T09:30:00Z',
  },
  {
    id: 'demo-message-streetlight',
    firstName: 'Sam',
    lastName: 'Okafor',
    email: 'sam.okafor@example.com',
    propertyAddress: '21 Osprey Ln',
    subject: 'Streetlight out on Osprey Lane',
    message: 'The streetlight in front of number 21 has been out for a week.',
    status: 'done',
    date: '2026-11-12T17:05:00Z',
  },
];

/**
 * The years the board billed before the demo begins, at the standard $160.00 due March 31
 *, with each account as it was just before: the accounts' trails then add up from
 * 'Balance brought forward' to their balances on the owner's statement. 14 Lakeshore Dr owed
 * 2024 from before the trail began; 6 Cove Ln owed nothing.
 */
export const DEMO_BILLED_YEARS: {
  year: string;
  date: string;
  accounts: { propertyId: string; before: HoaAccountFigures }[];
}[] = [
  {
    year: '2025',
    date: '2025-01-15T15:00:00Z',
    accounts: [{ propertyId: 'demo-14-lakeshore', before: { balanceCents: 160_00, yearsOwed: ['2024'] } }],
  },
  {
    year: '2026',
    date: '2026-01-15T15:00:00Z',
    accounts: [
      { propertyId: 'demo-14-lakeshore', before: { balanceCents: 160_00, yearsOwed: ['2025'] } },
      { propertyId: 'demo-6-cove', before: { balanceCents: 0, yearsOwed: [] } },
    ],
  },
];

/**
 * So a newcomer can bill a year with `npm start`: next year's rate, set by the board
 * and not billed yet. Other years cost the standard $160.00.
 */
export const DEMO_DUES_RATES: { year: string; amountCents: number; dueDate: string }[] = [
  { year: '2027', amountCents: 175_00, dueDate: '2027-03-31' },
];
