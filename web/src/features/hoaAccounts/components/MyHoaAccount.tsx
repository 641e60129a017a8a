import { PROPERTY_PARAM } from '@lakeside/domain';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SavedDataBanner } from '@/components/SavedDataBanner';
import { lazyComponent } from '@/lib/lazyComponent';
import { NoticeCard } from '@/components/TitledCard';
import {
  EmailVerificationNotice,
  onSessionReady,
  onSigningIn,
  useAuthSession,
  useOwnApprovalStatus,
} from '@/features/auth';
import { readMyAccountCopy, restoringUid } from '../api/myAccountCopy';
import { MY_ACCOUNT_TEXTS as M } from '../texts';
import { LoadingProperties, MyHoaAccountFrame } from './MyHoaAccountFrame';
import { copyAsLive, OwnedPropertiesView } from './OwnedPropertiesView';

const LiveOwnedProperties = lazyComponent(() => import('./LiveOwnedProperties'));
const loadLiveOwnedProperties = LiveOwnedProperties.preload;
const loadFollowAhead = () => import('../api/myAccountAhead');

// Nobody's session is stored: the resident is about to be sent to sign in, and comes back here.
// The live part's code (and Firestore's) loads while they type, not after they press Sign In;
// then their data is asked for as soon as the session is known, beside the signed-in app's render.
if (restoringUid() === null) {
  loadLiveOwnedProperties().catch(() => undefined);
  loadFollowAhead().catch(() => undefined);
}
onSigningIn(() => {
  loadFollowAhead()
    .then(({ prepareMyAccountAhead }) => prepareMyAccountAhead())
    .catch(() => undefined);
});
onSessionReady(({ uid, claims }) => {
  if (!claims.approved) return;
  loadFollowAhead()
    .then(({ followMyAccountAhead }) => followMyAccountAhead(uid))
    .catch(() => undefined);
});

/**
 * Spec §2 "My account": the resident's properties and their HOA accounts, live. Only approved
 * residents can own properties and read them (firestore.rules), so a pending or rejected
 * resident is told why the page is empty instead of meeting a refused query.
 *
 * What the page last showed this resident (myAccountCopy) shows at once, while Auth restores
 * the session, while the live part's code loads and until Firestore answers: a
 * reload shows the balance without waiting for Auth's round trip, the Firestore SDK's code or
 * Firestore's cache. The payment cards come only with the live part.
 */
export function MyHoaAccount() {
  const session = useAuthSession();
  const access = useOwnApprovalStatus();
  // In the URL: a reload, the way back from a checkout, a receipt or a statement,
  // and an e-mail's link all show the property they are about; kept above the copy and the
  // live data, so the choice survives the switch from one to the other.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(PROPERTY_PARAM);
  const setSelectedId = useCallback(
    (propertyId: string) => setParams({ [PROPERTY_PARAM]: propertyId }, { replace: true }),
    [setParams],
  );
  const approved = access === 'approved' && session.status === 'signed-in';
  const restoring = session.status === 'loading';
  const copyUid = approved ? session.user.uid : restoring ? restoringUid() : null;
  const copy = useMemo(() => (copyUid ? readMyAccountCopy(copyUid) : undefined), [copyUid]);
  // The live part's code (and Firestore's) loads after the first paint, beside Auth's answer.
  const expectingOwner = copyUid !== null;
  useEffect(() => {
    if (expectingOwner) loadLiveOwnedProperties().catch(() => undefined);
  }, [expectingOwner]);
  // RequireSignIn sends a signed-out visitor to /auth; while the session is being restored, the
  // page shows its frame (access is 'loading'), or the copy
  if (session.status === 'signed-out') return null;

  const view = { selectedId, onSelect: setSelectedId };
  let content;
  if (approved && copyUid)
    content = (
      <>
        {/* After a change of address, payments and downloads wait for its link. Only
            then is the notice's code loaded: a verified resident's first screen is unchanged. */}
        {session.user.emailVerified ? null : (
          <Suspense fallback={null}>
            <EmailVerificationNotice />
          </Suspense>
        )}
        <Suspense
          fallback={
            copy ? (
              <OwnedPropertiesView uid={copyUid} {...copyAsLive(copy)} {...view} />
            ) : (
              <LoadingProperties />
            )
          }
        >
          <LiveOwnedProperties uid={copyUid} copy={copy} {...view} />
        </Suspense>
      </>
    );
  else if (restoring && copyUid && copy)
    content = <OwnedPropertiesView uid={copyUid} {...copyAsLive(copy)} {...view} />;
  else if (access === 'pending')
    content = (
      <>
        <NoticeCard title={M.awaitingApproval} text={M.awaitingApprovalText} />
        <Suspense fallback={null}>
          <EmailVerificationNotice />
        </Suspense>
      </>
    );
  else if (access === 'rejected') content = <NoticeCard title={M.notApproved} text={M.notApprovedText} />;
  else content = <LoadingProperties />;

  return <MyHoaAccountFrame banner={<SavedDataBanner />}>{content}</MyHoaAccountFrame>;
}
