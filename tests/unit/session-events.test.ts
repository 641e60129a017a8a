// The session's moments a page can act on before React renders them: every listener
// hears each announcement with what was announced, a failing one does not stop the others, and a
// removed one hears nothing more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionReady,
  announceSigningIn,
  onSessionReady,
  onSigningIn,
} from '../../web/src/features/auth/session/sessionEvents';

const removals: (() => void)[] = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  vi.restoreAllMocks();
});

describe('session events', () => {
  it('tells every listener who is signed in, even when one of them throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const heard: string[] = [];
    removals.push(
      onSessionReady(() => {
        throw new Error('broken listener');
      }),
      onSessionReady(({ uid, claims }) => heard.push(`${uid}:${claims.approved}`)),
    );
    announceSessionReady({ uid: 'u1', claims: { admin: false, approved: true } });
    expect(heard).toEqual(['u1:true']);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it is removed, and keeps the two moments apart', () => {
    let signingIn = 0;
    let ready = 0;
    const remove = onSigningIn(() => signingIn++);
    removals.push(onSessionReady(() => ready++));
    announceSigningIn();
    expect([signingIn, ready]).toEqual([1, 0]);
    remove();
    announceSigningIn();
    announceSessionReady({ uid: 'u2', claims: { admin: false, approved: false } });
    expect([signingIn, ready]).toEqual([1, 1]);
  });
});
