// Only wiring: each export is one deployed function, defined in its own module.
import { setGlobalOptions } from 'firebase-functions/v2';
import { REGION } from './region.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

export { setApprovalStatus } from './approvals/setApprovalStatus.js';
export { documentFile } from './documents/documentFile.js';
export { downloadDocument } from './documents/downloadDocument.js';
export { ensureHoaAccount, syncHoaAccounts, updateHoaAccount } from './hoaAccounts/callables.js';
export { health } from './health.js';
export { assignPropertyOwner, removePropertyOwner } from './properties/callables.js';
