import { createEffect } from 'effector';

/**
 * Addresses that come from a backend and are followed by the browser cross a trust boundary
 * (docs/decisions/trust-boundaries.md): a payment page address (`payUrl`) is followed only when it is https on an
 * origin of the configured allow-list — or, in simulator builds, the simulator's bank page on this site — and a
 * path opened in a new window must be of this site. Anything else is refused, logged, and reported to the caller.
 *
 * The allow-list is read here, not in `shared/config` (which the first render loads): `PUBLIC_PAYMENT_ORIGINS`,
 * origins separated by commas or spaces (`https://pay.bank.am,https://epay.other.am`).
 */
const env = import.meta.env;

/** `https://pay.bank.am/x, https://epay.am` → their origins; anything that is not an https origin is dropped. */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((item) => {
      try {
        const url = new URL(item);
        return url.protocol === 'https:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

export interface PaymentPolicy {
  /** The site's own origin (`window.location.origin`). */
  origin: string;
  /** https origins the bank's hosted pages may be on. */
  allowed: readonly string[];
  /** Simulator builds: the simulated bank's page (`/sim-bank/…` on this site) is allowed too. */
  simulator: boolean;
}

/** The path of the simulated bank's page (mocks/bank/), part of simulator builds only. */
export const SIMULATED_BANK_PATH = '/sim-bank/';

const parse = (value: string, base: string): URL | null => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

/** The address to follow for a `payUrl`, or null when it is not one the policy trusts. */
export function trustedPaymentUrl(payUrl: unknown, policy: PaymentPolicy): string | null {
  if (typeof payUrl !== 'string' || payUrl.trim() === '') return null;
  const url = parse(payUrl.trim(), policy.origin);
  if (!url) return null;
  if (url.protocol === 'https:' && policy.allowed.includes(url.origin)) return url.href;
  if (policy.simulator && url.origin === policy.origin && url.pathname.startsWith(SIMULATED_BANK_PATH)) return url.href;
  return null;
}

/** The address of a path to open in a new window, when it is of this site (http(s), same origin); null otherwise. */
export function sameOriginUrl(path: unknown, origin: string): string | null {
  if (typeof path !== 'string' || path.trim() === '') return null;
  const url = parse(path.trim(), origin);
  return url && url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** The policy of this build and page. */
export const paymentPolicy = (): PaymentPolicy => ({
  origin: window.location.origin,
  allowed: parseOrigins(env.PUBLIC_PAYMENT_ORIGINS),
  simulator: env.PUBLIC_SIMULATOR === 'on',
});

/** A backend's address the app refused to follow. */
export class UntrustedAddressError extends Error {
  constructor(readonly address: string) {
    super(`untrusted address: ${address}`);
    this.name = 'UntrustedAddressError';
  }
}

/**
 * Leaves the app for the bank's hosted page (the browser navigates away), when `payUrl` is trusted; otherwise
 * fails with `UntrustedAddressError` (the caller shows its step's error) and logs what was refused.
 */
export const leaveForPaymentFx = createEffect<string, void, UntrustedAddressError>((payUrl) => {
  const href = trustedPaymentUrl(payUrl, paymentPolicy());
  if (!href) {
    console.error('[payment] refused a payment page address outside PUBLIC_PAYMENT_ORIGINS:', payUrl);
    throw new UntrustedAddressError(String(payUrl));
  }
  window.location.assign(href);
});

/**
 * A window opened at the customer's press, for an address that a server's answer brings later: browsers let a page
 * open a window only in answer to a click, and Safari (iOS included) blocks one opened after a network call. Held
 * here (a browser object, not state): the next `openSameOriginFx` sends it to its address, `releaseWindowFx` closes it.
 */
let reserved: Window | null = null;

/** Opens an empty window now, during the press (an effect triggered by the click runs in the same task). */
export const reserveWindowFx = createEffect(() => {
  if (reserved && !reserved.closed) reserved.close();
  reserved = window.open('', '_blank');
  // What `noopener` does for a window opened with an address: the new page cannot reach this one.
  if (reserved) reserved.opener = null;
});

/** The address did not come (a refusal, a failure, no preview): the empty window is closed. */
export const releaseWindowFx = createEffect(() => {
  if (reserved && !reserved.closed) reserved.close();
  reserved = null;
});

/**
 * Opens a path of this site in a new window, the one reserved at the press if there is one; another origin (or a
 * `javascript:` address) is refused and logged, and the reserved window closed.
 */
export const openSameOriginFx = createEffect<string, void, UntrustedAddressError>((path) => {
  const href = sameOriginUrl(path, window.location.origin);
  const target = reserved && !reserved.closed ? reserved : null;
  reserved = null;
  if (!href) {
    target?.close();
    console.error('[window] refused to open an address of another site:', path);
    throw new UntrustedAddressError(String(path));
  }
  if (target) target.location.href = href;
  else window.open(href, '_blank', 'noopener');
});
