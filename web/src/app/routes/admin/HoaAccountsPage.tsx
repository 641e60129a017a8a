import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { HOA_ACCOUNT_TEXTS, adminPageTitle, ROUTES } from '@lakeside/domain';
import { Page } from '@/components/Page';
import { AdminOnly } from '@/features/auth';
import { HoaAccountsManagement } from '@/features/hoaAccounts';

/** Spec §6: a non-admin on HOA accounts gets the error 'Admin access required'. */
export default function HoaAccountsPage() {
  return (
    <AdminOnly
      notice={{ title: 'Error', body: HOA_ACCOUNT_TEXTS.notAdmin, intent: 'error' }}
      denied={
        <Page title={adminPageTitle(ROUTES.adminHoaAccounts)}>
          <MessageBar intent="error">
            <MessageBarBody>{HOA_ACCOUNT_TEXTS.notAdmin}</MessageBarBody>
          </MessageBar>
        </Page>
      }
    >
      <HoaAccountsManagement />
    </AdminOnly>
  );
}
