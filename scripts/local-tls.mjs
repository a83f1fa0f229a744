// The local TLS certificate of `npm run prod:local` (HTTP/2 needs TLS in browsers; docs/decisions/local-http2.md).
// Generated once with openssl for 127.0.0.1 (and localhost) into .prod-local/tls/ (git-ignored) and reused by
// every worktree run; the browser tests (playwright.config.ts, project `prod`) and bench:lighthouse trust exactly
// this certificate through Chromium's --ignore-certificate-errors-spki-list (its key's SHA-256), so the pages are
// "secure" to the browser: HTTP/2, HTTP cache and secure-context APIs behave as behind a real certificate.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, '.prod-local', 'tls');
export const TLS_CERT = join(dir, '127.0.0.1.crt');
export const TLS_KEY = join(dir, '127.0.0.1.key');

/** The certificate and key for 127.0.0.1, created on first use (openssl, a P-256 key, 825 days). */
export function ensureLocalCertificate() {
  if (existsSync(TLS_CERT) && existsSync(TLS_KEY)) return { cert: TLS_CERT, key: TLS_KEY };
  mkdirSync(dir, { recursive: true });
  // Written under temporary names and renamed: two processes starting at once never read half a file.
  const tmp = `.${process.pid}`;
  execFileSync(
    'openssl',
    [
      'req', '-x509', '-nodes', '-days', '825',
      '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1',
      '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-addext', 'extendedKeyUsage=serverAuth',
      '-keyout', TLS_KEY + tmp, '-out', TLS_CERT + tmp,
    ],
    { stdio: 'ignore' },
  );
  renameSync(TLS_KEY + tmp, TLS_KEY);
  renameSync(TLS_CERT + tmp, TLS_CERT);
  return { cert: TLS_CERT, key: TLS_KEY };
}

/** base64(SHA-256(SubjectPublicKeyInfo)) of the certificate: what --ignore-certificate-errors-spki-list takes. */
export function localCertificateSpki() {
  const { cert } = ensureLocalCertificate();
  const spki = createPublicKey(readFileSync(cert)).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Chromium flags that make it trust this certificate (and nothing else that fails validation). */
export const trustLocalCertificateArgs = () => [`--ignore-certificate-errors-spki-list=${localCertificateSpki()}`];
