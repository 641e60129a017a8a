import { FirebaseError } from 'firebase/app';
import { callableErrorMessage } from '../../web/src/lib/firebase/callableErrors';
import { APPROVAL_TEXTS, setApprovalStatusSchema } from '@lakeside/domain';
import { write } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError, parsePayload, toHttpsError } from '../../functions/src/shared/errors';

// What every callable answers a bad payload or a failure (functions/src/shared), and what it
// logs: the logger is replaced, so the structured entries can be read back.
vi.mock('firebase-functions/logger', () => ({ write: vi.fn() }));

beforeEach(() => {
  vi.mocked(write).mockClear();
});

describe('parsePayload', () => {
  it('answers the parsed payload', () => {
    expect(parsePayload(setApprovalStatusSchema, { uid: ' u1 ', status: 'approved' })).toEqual({
      uid: 'u1',
      status: 'approved',
    });
  });

  it.each([
    ['no payload', undefined, APPROVAL_TEXTS.uidRequired],
    ['a bad status', { uid: 'u1', status: 'banana' }, APPROVAL_TEXTS.statusInvalid],
  ])('refuses %s as invalid-argument with the schema’s first message', (_, data, message) => {
    expect(() => parsePayload(setApprovalStatusSchema, data)).toThrow(
      expect.objectContaining({ constructor: HttpsError, code: 'invalid-argument', message }),
    );
  });
});

describe('toHttpsError', () => {
  it('passes an HttpsError through and logs nothing', () => {
    const error = new HttpsError('permission-denied', APPROVAL_TEXTS.notAdmin);
    expect(toHttpsError(error, 'fallback')).toBe(error);
    expect(write).not.toHaveBeenCalled();
  });

  it('keeps a ServiceError’s code and message and logs nothing', () => {
    const mapped = toHttpsError(new ServiceError('not-found', APPROVAL_TEXTS.profileNotFound), 'fallback');
    expect(mapped).toMatchObject({ code: 'not-found', message: APPROVAL_TEXTS.profileNotFound });
    expect(write).not.toHaveBeenCalled();
  });

  it('answers anything else with the fallback, and logs it as one structured entry', () => {
    const failure = Object.assign(new Error('deadline exceeded'), { code: 4 });
    const mapped = toHttpsError(failure, APPROVAL_TEXTS.updateFailed);
    expect(mapped).toMatchObject({ code: 'internal', message: APPROVAL_TEXTS.updateFailed });
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith({
      severity: 'ERROR',
      message: 'callable.unexpectedError',
      event: 'callable.unexpectedError',
      answered: APPROVAL_TEXTS.updateFailed,
      error: 'Error: deadline exceeded',
      errorCode: 4,
      stack_trace: failure.stack,
    });
  });

  it('answers a transaction that lost every retry (ABORTED) as aborted, not internal', () => {
    const failure = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const mapped = toHttpsError(failure, 'Failed to initiate payment');
    expect(mapped).toMatchObject({ code: 'aborted', message: 'Failed to initiate payment' });
    expect(write).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'callable.contention', answered: 'Failed to initiate payment' }),
    );
  });

  it("answers the emulator's closed transaction (INVALID_ARGUMENT) as aborted too, not internal", () => {
    const failure = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
      code: 3,
    });
    expect(toHttpsError(failure, 'Failed to confirm payment')).toMatchObject({
      code: 'aborted',
      message: 'Failed to confirm payment',
    });
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: a bad field'), { code: 3 });
    expect(toHttpsError(other, 'Failed to confirm payment')).toMatchObject({ code: 'internal' });
  });

  it('logs a thrown value that is not an Error as text', () => {
    toHttpsError('socket hang up', 'fallback');
    expect(write).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'callable.unexpectedError', error: 'socket hang up' }),
    );
  });
});

describe('unavailable', () => {
  it("shows a function's own sentence, but not the SDK's bare code word", () => {
    const said = new FirebaseError(
      'functions/unavailable',
      'The payment service could not be reached. [503]',
    );
    expect(callableErrorMessage(said, 'fallback')).toBe('The payment service could not be reached.');
    expect(callableErrorMessage(new FirebaseError('functions/unavailable', 'unavailable'), 'fallback')).toBe(
      'fallback',
    );
  });
});
