import { describe, expect, it } from 'vitest';
import { isStepReachable, parseRegisterStep, registerPath, type Progress } from './steps';

describe('registration addresses', () => {
  it.each([
    ['', { name: 'email' }],
    ['empty', { name: 'email' }],
    ['code', { name: 'code' }],
    ['code/', { name: 'code' }],
    ['phone', { name: 'phone' }],
    ['phone/code', { name: 'phoneCode' }],
    ['soc', { name: 'soc' }],
    ['password', { name: 'password' }],
    ['identification', { name: 'identification' }],
    ['personalData/idCard', { name: 'personalData', type: 'idCard' }],
    ['personalData/passport', { name: 'personalData', type: 'passport' }],
    ['personalData/socialCard', { name: 'personalData', type: 'socialCard' }],
    ['personalData/driving', null],
    ['personalData', null],
    ['phone/sms', null],
    ['anything', null],
  ])('%j → %j', (rest, step) => expect(parseRegisterStep(rest)).toEqual(step));

  it('paths round-trip', () => {
    for (const rest of ['code', 'phone', 'phone/code', 'soc', 'password', 'identification', 'personalData/passport']) {
      expect(registerPath(parseRegisterStep(rest)!)).toBe(`/register/${rest}`);
    }
    expect(registerPath({ name: 'email' })).toBe('/register');
  });

  const none: Progress = { emailSent: false, registration: false, phoneSent: false, signedUp: false };
  it.each([
    ['', none, true],
    ['code', none, false],
    ['code', { ...none, emailSent: true }, true],
    ['phone', { ...none, emailSent: true }, false],
    ['phone', { ...none, emailSent: true, registration: true }, true],
    ['phone/code', { ...none, emailSent: true, registration: true }, false],
    ['phone/code', { ...none, emailSent: true, registration: true, phoneSent: true }, true],
    ['password', { ...none, registration: true, signedUp: true }, false],
    ['identification', { ...none, registration: true }, false],
    ['personalData/idCard', { ...none, signedUp: true }, true],
  ] as const)('%s with %j reachable: %s', (rest, progress, reachable) => {
    expect(isStepReachable(parseRegisterStep(rest)!, progress)).toBe(reachable);
  });
});
