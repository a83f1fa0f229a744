import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSimulator } from '../browser';
import { BankApp } from './bank-app';
import styles from './bank.module.css';

/** The bank's hosted page lives under this path (payUrl = /sim-bank/pay?order=…&lang=…). */
export const BANK_PAGE_PREFIX = '/sim-bank/';

/**
 * Simulator builds, /sim-bank/…: the simulated bank's page INSTEAD of the site (src/app/index.tsx). The simulator
 * must run first, since the page's own calls are answered by it; the developer panel stays off, as this stands
 * for another company's site.
 */
export async function startBankPage(): Promise<void> {
  await startSimulator({ panel: false });
  document.body.classList.add(styles.body ?? '');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BankApp search={window.location.search} />
    </StrictMode>,
  );
}
