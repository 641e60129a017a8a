// The contact form's limits, as the domain decides them: per address (with `+tags` one address),
// per caller, per network, and for everyone together but the signed-in residents; and the subject
// on one line. The
// global cap is tested here rather than against the emulators, where filling it would refuse
// every other test's messages for an hour.
import {
  CONTACT_CALLER_LIMIT,
  CONTACT_GLOBAL_LIMIT,
  CONTACT_NETWORK_LIMIT,
  CONTACT_RATE_LIMIT,
  CONTACT_TEXTS,
  contactCallerRateLimitId,
  contactEmailKey,
  contactLimitReached,
  contactNetworkOf,
  contactNetworkRateLimitId,
  contactRateLimitId,
  contactSchema,
  singleLine,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

const NOW = Date.UTC(2026, 10, 25, 12);
const MINUTE = 60_000;
/** `count` messages, one every ten seconds, ending a minute ago (all within the hour). */
const sent = (count: number, endingAt = NOW - MINUTE) =>
  Array.from({ length: count }, (_, n) => endingAt - n * 10_000);
const none = { address: [], callers: [], everyone: [] };

describe('contactLimitReached', () => {
  it('lets a message through under every limit', () => {
    expect(
      contactLimitReached(
        {
          address: sent(CONTACT_RATE_LIMIT.messages - 1),
          callers: [sent(CONTACT_CALLER_LIMIT.messages - 1), sent(CONTACT_CALLER_LIMIT.messages - 1)],
          everyone: sent(CONTACT_GLOBAL_LIMIT.messages - 1),
        },
        NOW,
      ),
    ).toBeNull();
  });

  it('refuses the address’s, a caller’s and everyone’s message over its limit, narrowest first', () => {
    const full = {
      address: sent(CONTACT_RATE_LIMIT.messages),
      callers: [[], sent(CONTACT_CALLER_LIMIT.messages)],
      everyone: sent(CONTACT_GLOBAL_LIMIT.messages),
    };
    expect(contactLimitReached(full, NOW)).toBe('tooMany');
    expect(contactLimitReached({ ...full, address: [] }, NOW)).toBe('callerTooMany');
    expect(contactLimitReached({ ...full, address: [], callers: [[]] }, NOW)).toBe('boardBusy');
    // each answer is a sentence the sender reads
    for (const key of ['tooMany', 'callerTooMany', 'boardBusy'] as const) {
      expect(CONTACT_TEXTS[key]).toMatch(/\.$/);
    }
    expect(CONTACT_TEXTS.callerTooMany).toContain(`${CONTACT_CALLER_LIMIT.messages} messages`);
  });

  it(`the global cap is ${CONTACT_GLOBAL_LIMIT.messages} an hour, all senders together`, () => {
    expect(CONTACT_GLOBAL_LIMIT).toEqual({ messages: 60, windowMs: 60 * MINUTE });
    expect(contactLimitReached({ ...none, everyone: sent(59) }, NOW)).toBeNull();
    expect(contactLimitReached({ ...none, everyone: sent(60) }, NOW)).toBe('boardBusy');
  });

  it(`counts ${CONTACT_NETWORK_LIMIT.messages} an hour per network, before everyone's cap`, () => {
    expect(contactLimitReached({ ...none, network: sent(9) }, NOW)).toBeNull();
    expect(contactLimitReached({ ...none, network: sent(10) }, NOW)).toBe('networkTooMany');
    expect(contactLimitReached({ ...none, network: sent(10), everyone: sent(60) }, NOW)).toBe(
      'networkTooMany',
    );
    expect(CONTACT_TEXTS.networkTooMany).toMatch(/\.$/);
  });

  it('lets a signed-in resident through whatever everyone else sent: no shared counts', () => {
    // a resident's counts are their address's and their account's only
    expect(contactLimitReached({ address: [], callers: [sent(4)] }, NOW)).toBeNull();
    expect(contactLimitReached({ address: [], callers: [sent(5)] }, NOW)).toBe('callerTooMany');
  });

  it('counts only the messages within the window', () => {
    const anHourAgo = NOW - CONTACT_GLOBAL_LIMIT.windowMs;
    // all at or before the window's start: none counts; one just inside it does
    expect(contactLimitReached({ ...none, everyone: sent(60, anHourAgo) }, NOW)).toBeNull();
    expect(contactLimitReached({ ...none, callers: [sent(5, anHourAgo)] }, NOW)).toBeNull();
    const justInside = [anHourAgo + 1, anHourAgo + 2, anHourAgo + 3];
    expect(contactLimitReached({ ...none, address: justInside }, NOW)).toBe('tooMany');
    expect(contactLimitReached({ ...none, address: [anHourAgo, ...justInside.slice(1)] }, NOW)).toBeNull();
  });
});

describe('the counters’ keys', () => {
  it('count `+tags`, case and blanks as one address', () => {
    for (const email of ['ada+1@example.com', ' ADA+spam@Example.com ', 'ada@example.com']) {
      expect(contactEmailKey(email)).toBe('ada@example.com');
      expect(contactRateLimitId(email)).toBe('contact-ada%40example.com');
    }
    // a tag with nothing before it is not dropped: no address would be left
    expect(contactEmailKey('+x@example.com')).toBe('+x@example.com');
    expect(contactEmailKey('a+b+c@example.com')).toBe('a@example.com');
  });

  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:203.0.113.77', '203.0.113.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0DB8:00ab::', '2001:db8:ab::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['unknown', null],
    ['300.1.1.1', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7', null],
  ])('puts %s in the network %s', (ip, network) => {
    expect(contactNetworkOf(ip)).toBe(network);
  });

  it('keys a network apart from a caller and an address', () => {
    expect(contactNetworkRateLimitId('203.0.113.0/24')).toBe('contact-net-203.0.113.0%2F24');
  });

  it('never give a caller an address’s id', () => {
    expect(contactCallerRateLimitId({ ip: '2001:db8::1' })).toBe('contact-ip-2001%3Adb8%3A%3A1');
    expect(contactCallerRateLimitId({ uid: 'a/b' })).toBe('contact-uid-a%2Fb');
    // an address's id always holds its '@' encoded; no caller's does
    expect(contactRateLimitId('ip-1@x.org')).toContain('%40');
  });
});

describe('the subject', () => {
  it('is put on one line: CR, LF and other controls become one space', () => {
    expect(singleLine('Dock permit\r\nBcc: x@y')).toBe('Dock permit Bcc: x@y');
    expect(singleLine('a\u0000\tb\u2028c\u0085d')).toBe('a b c d');
    expect(singleLine('Plain — ünïcode 船')).toBe('Plain — ünïcode 船');
  });

  it('as the contact schema stores it', () => {
    const parsed = z.parse(contactSchema, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      propertyAddress: '14 Lakeshore Dr',
      subject: ' Dock permit\r\nBcc: x@y\r\n',
      message: 'Line one\nLine two',
    });
    expect(parsed.subject).toBe('Dock permit Bcc: x@y');
    // the message is a body, where lines are what the sender meant
    expect(parsed.message).toBe('Line one\nLine two');
  });
});
