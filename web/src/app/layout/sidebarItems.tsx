import {
  Building24Regular,
  CalendarClock24Regular,
  MoneyCalculator24Regular,
  Home24Regular,
  Mail24Regular,
  MailError24Regular,
  Payment24Regular,
  People24Regular,
  PersonCircle24Regular,
  Wallet24Regular,
} from '@fluentui/react-icons';
import { ROUTES } from '@lakeside/domain';
import type { ReactElement } from 'react';

export interface SidebarItem {
  label: string;
  to: string;
  icon: ReactElement;
}

export interface SidebarGroup {
  label: string;
  items: SidebarItem[];
}

/** Spec §2: the sidebar only exists for signed-in users; the Admin group only for admins. */
export function sidebarGroups(isAdmin: boolean): SidebarGroup[] {
  const groups: SidebarGroup[] = [
    { label: 'Navigation', items: [{ label: 'Home', to: ROUTES.home, icon: <Home24Regular /> }] },
    {
      label: 'My Account',
      items: [{ label: 'My Account', to: ROUTES.myAccount, icon: <PersonCircle24Regular /> }],
    },
  ];
  if (isAdmin) {
    groups.push({
      label: 'Admin',
      items: [
        { label: 'User Management', to: ROUTES.adminUsers, icon: <People24Regular /> },
        { label: 'Property Management', to: ROUTES.adminProperties, icon: <Building24Regular /> },
        { label: 'Payment Management', to: ROUTES.adminPayments, icon: <Payment24Regular /> },
        { label: 'HOA Accounts', to: ROUTES.adminHoaAccounts, icon: <Wallet24Regular /> },
        { label: 'Dues & Billing', to: ROUTES.adminBilling, icon: <MoneyCalculator24Regular /> },
        { label: 'Delinquent Accounts', to: ROUTES.adminDelinquency, icon: <CalendarClock24Regular /> },
        { label: 'Messages', to: ROUTES.adminMessages, icon: <Mail24Regular /> },
        { label: 'E-mails Not Delivered', to: ROUTES.adminMail, icon: <MailError24Regular /> },
      ],
    });
  }
  return groups;
}
