import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveForPaymentFx, openSameOriginFx, parseOrigins, releaseWindowFx, reserveWindowFx, sameOriginUrl, trustedPaymentUrl, UntrustedAddressError, type PaymentPolicy } from './trusted-urls';

const SITE = 'https://www.sevan-insurance.am';
const production: PaymentPolicy = { origin: SITE, allowed: ['https://pay.armpay.am', 'https://epay.bank.am:8443'], simulator: false };
const simulator: PaymentPolicy = { ...production, allowed: [], simulator: true };

describe('payUrl: only https on an allow-listed origin (or the simulated bank in simulator builds)', () => {
  it.each([
    ['https://pay.armpay.am/payment?order=1', 'https://pay.armpay.am/payment?order=1'],
    ['https://epay.bank.am:8443/p/1', 'https://epay.bank.am:8443/p/1'],
    ['  https://pay.armpay.am/x  ', 'https://pay.armpay.am/x'],
  ])('follows %j', (payUrl, href) => expect(trustedPaymentUrl(payUrl, production)).toBe(href));

  it.each([
    ['http://pay.armpay.am/payment'], // not https
    ['https://pay.armpay.am.evil.example/payment'], // another host that starts alike
    ['https://evil.example/?https://pay.armpay.am'],
    ['https://epay.bank.am/p/1'], // the allowed origin has a port
    ['//evil.example/pay'], // protocol-relative
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/sim-bank/pay?order=1'], // the simulated bank outside simulator builds
    ['/profile/3152'],
    [''],
    [null],
    [42],
  ])('refuses %j', (payUrl) => expect(trustedPaymentUrl(payUrl, production)).toBeNull());

  it("in simulator builds: the simulator's bank page on this site, nothing else of it", () => {
    expect(trustedPaymentUrl('/sim-bank/pay?order=ord-1&lang=en', simulator)).toBe(`${SITE}/sim-bank/pay?order=ord-1&lang=en`);
    expect(trustedPaymentUrl(`${SITE}/sim-bank/pay?order=1`, { ...simulator, origin: SITE })).toBe(`${SITE}/sim-bank/pay?order=1`);
    expect(trustedPaymentUrl('/profile/3152', simulator)).toBeNull();
    expect(trustedPaymentUrl('https://other.example/sim-bank/pay', simulator)).toBeNull();
    expect(trustedPaymentUrl('/sim-bank/../profile', simulator)).toBeNull();
  });

  it('PUBLIC_PAYMENT_ORIGINS: https origins, by commas or spaces; anything else is dropped', () => {
    expect(parseOrigins('https://pay.armpay.am/path, https://epay.bank.am:8443  http://plain.example,not a url')).toEqual([
      'https://pay.armpay.am',
      'https://epay.bank.am:8443',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });
});

describe('paths opened in a new window: this site only', () => {
  it.each([
    ['/sim-assets/docs/claim-form.pdf', `${SITE}/sim-assets/docs/claim-form.pdf`],
    [`${SITE}/files/1.pdf`, `${SITE}/files/1.pdf`],
    ['files/1.pdf', `${SITE}/files/1.pdf`],
  ])('opens %j', (path, href) => expect(sameOriginUrl(path, SITE)).toBe(href));

  it.each([['https://evil.example/claim.pdf'], ['//evil.example/x'], ['javascript:alert(1)'], ['http://www.sevan-insurance.am/x'], [''], [undefined]])('refuses %j', (path) =>
    expect(sameOriginUrl(path, SITE)).toBeNull(),
  );
});

describe('the effects', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaveForPaymentFx: a refused address is logged and fails, the browser stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const outcome = await allSettled(leaveForPaymentFx, { scope: fork(), params: 'https://evil.example/pay' });
    expect(assign).not.toHaveBeenCalled();
    expect(outcome).toEqual({ status: 'fail', value: expect.any(UntrustedAddressError) });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_PAYMENT_ORIGINS'), 'https://evil.example/pay');
  });

  it("leaveForPaymentFx follows the simulator's bank page (tests run as a simulator build)", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await allSettled(leaveForPaymentFx, { scope: fork(), params: '/sim-bank/pay?order=1&lang=en' });
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/sim-bank/pay?order=1&lang=en`);
  });

  it('openSameOriginFx opens this site in a new window and refuses another', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await allSettled(openSameOriginFx, { scope: fork(), params: '/sim-assets/docs/claim-form.pdf' });
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/sim-assets/docs/claim-form.pdf`, '_blank', 'noopener');
    open.mockClear();
    await allSettled(openSameOriginFx, { scope: fork(), params: 'https://evil.example/x.pdf' });
    expect(open).not.toHaveBeenCalled();
  });

  it('a window reserved at the press is sent to the address that comes later; another site closes it', async () => {
    const fake = () => ({ closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn(function (this: { closed: boolean }) { this.closed = true; }) });
    const first = fake();
    const open = vi.spyOn(window, 'open').mockImplementation(() => first as unknown as Window);
    await allSettled(reserveWindowFx, { scope: fork() });
    // Opened empty, at once (during the press), and cut from this page.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(first.opener).toBeNull();
    await allSettled(openSameOriginFx, { scope: fork(), params: '/sim-assets/docs/claim-form.pdf' });
    expect(first.location.href).toBe(`${window.location.origin}/sim-assets/docs/claim-form.pdf`);
    expect(open).toHaveBeenCalledTimes(1);

    const second = fake();
    open.mockImplementation(() => second as unknown as Window);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await allSettled(reserveWindowFx, { scope: fork() });
    await allSettled(openSameOriginFx, { scope: fork(), params: 'https://evil.example/x.pdf' });
    expect(second.close).toHaveBeenCalled();
    expect(second.location.href).toBe('');

    const third = fake();
    open.mockImplementation(() => third as unknown as Window);
    await allSettled(reserveWindowFx, { scope: fork() });
    await allSettled(releaseWindowFx, { scope: fork() });
    expect(third.close).toHaveBeenCalled();
    // Nothing reserved any more: the next address opens a window of its own.
    open.mockClear();
    await allSettled(openSameOriginFx, { scope: fork(), params: '/x.pdf' });
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/x.pdf`, '_blank', 'noopener');
  });
});
