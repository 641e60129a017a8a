import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin SDK app per function instance, created on first use (not at module load, so the
// deploy-time analysis of index.ts never needs credentials).
function app() {
  return getApps()[0] ?? initializeApp();
}

export const adminAuth = () => getAuth(app());
export const adminDb = () => getFirestore(app());
