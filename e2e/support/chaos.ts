import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, loginForm } from './app';

/**
 * A customer on a bad network (issue 24 item 5; mocks/README.md "Chaos mode"): they do what a screen asks, and when
 * a screen offers a way forward after a failure — "Try again", "Check again", signing in again after the session
 * ended, pressing the step's button again under its error — they take it. They type every value once: what they
 * typed must survive the failures by itself (the tests then look for it in the simulator's data).
 *
 * The waits poll every half second (the browser is idle meanwhile): the chaos specs must stay cheap on CI's 2 cores.
 */
export const CHAOS_PERCENT = 15;
/** `CHAOS_SEED=<n> npx playwright test e2e/flows/chaos.spec.ts` runs the same customers with another seed. */
export const CHAOS_SEED = Number(process.env.CHAOS_SEED ?? 2424);

export interface ChaosLog {
  /** The ways forward the customer took, in order. */
  steps: string[];
  /** Uncaught errors of the page (there must be none). */
  pageErrors: string[];
}

/** Records a step of the customer (and prints it with CHAOS_VERBOSE=1, to follow a run). */
function note(log: ChaosLog, step: string) {
  log.steps.push(step);
  if (process.env.CHAOS_VERBOSE) console.log(`[chaos] ${new Date().toISOString().slice(11, 19)} ${step}`);
}

export function watchPage(page: Page): ChaosLog {
  const log: ChaosLog = { steps: [], pageErrors: [] };
  page.on('pageerror', (error) => log.pageErrors.push(error.message));
  return log;
}

const visible = async (locator: Locator) => (await locator.count()) > 0 && locator.first().isVisible();

/** A button the customer can press now (there, enabled, not busy). */
export async function pressable(button: Locator): Promise<boolean> {
  if (!(await visible(button))) return false;
  const first = button.first();
  return (await first.isEnabled()) && (await first.getAttribute('data-loading')) === null;
}

/** The simulator's data as the browser holds it (localStorage `sim:db`). */
export async function simDb<T>(page: Page): Promise<T> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('sim:db') ?? '{}') as unknown) as Promise<T>;
}

export interface ChaosRun {
  percent: number;
  seed: number;
  counts: Record<string, number>;
  unauthorizedGiven: boolean;
  log: Array<{ path: string; n: number; mode: string; delayMs?: number }>;
}

export async function chaosRun(page: Page): Promise<ChaosRun | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('sim:chaos') ?? 'null') as unknown) as Promise<ChaosRun | null>;
}

/**
 * Takes the way forward the page offers after a failure, if any; returns what was done, or null. A warning dialog
 * (a 400) is not a way forward here: chaos never answers 400, so one means the app sent something wrong.
 */
export async function takeWayForward(page: Page): Promise<string | null> {
  const withOk = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK' }) });
  if (await visible(withOk)) {
    const text = await withOk.first().innerText();
    if (!text.includes('Your session has ended')) throw new Error(`A warning dialog appeared: ${text}`);
    await withOk.first().getByRole('button', { name: 'OK' }).click();
    return 'acknowledged "session ended"';
  }

  if (/\/login(\?|$)/.test(new URL(page.url()).pathname + new URL(page.url()).search)) {
    const form = loginForm(page);
    const submit = form.locator('button[type="submit"]');
    if (!(await pressable(submit))) return null;
    // The password is emptied after a failed sign-in: type it again (the login stays).
    if ((await form.locator('input[name="LOGIN"]').inputValue()) === '') await form.locator('input[name="LOGIN"]').fill(DEMO.login);
    if ((await form.locator('input[name="PASSWORD"]').inputValue()) === '') await form.locator('input[name="PASSWORD"]').fill(DEMO.password);
    // A dialog that opens meanwhile ("Your session has ended" fades in) takes the click: the next turn answers it.
    if (!(await submit.click({ timeout: 5_000 }).then(() => true, () => false))) return null;
    await settle(page, () => pressable(submit).then((idle) => idle || !/\/login/.test(page.url())));
    return 'signed in (again)';
  }

  // "Try again: car.jpg" is an upload list's retry of one file.
  for (const name of ['Check again', 'Try again', /^Try again: /]) {
    const button = typeof name === 'string' ? page.getByRole('button', { name, exact: true }) : page.getByRole('button', { name });
    if (await pressable(button)) {
      if (!(await button.first().click({ timeout: 5_000 }).then(() => true, () => false))) return null;
      await page.waitForTimeout(300);
      return `pressed "${String(name)}"`;
    }
  }
  return null;
}

/** Waits (polling, idle meanwhile) until `ready` holds, at most `ms`. */
export async function settle(page: Page, ready: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ready().catch(() => false)) return;
    await page.waitForTimeout(500);
  }
}

export interface Goal {
  name: string;
  /** Reached. */
  done: () => Promise<boolean>;
  /**
   * What the customer does on the current screen to go on (type a step's values the first time, tick the consent,
   * press its button); `again` is true when the same screen is back after a failure or after signing in again.
   */
  act?: (again: boolean) => Promise<boolean>;
  /**
   * Which screen the customer is on, for `again` (default: the address). A dialog's stages under one address
   * (the compensation application) name themselves here.
   */
  screen?: () => Promise<string>;
}

/**
 * Pursues a goal through failures: each turn, done → stop; a way forward offered → take it; else act. Gives up
 * after `budgetMs` with what happened.
 */
export async function pursue(page: Page, log: ChaosLog, goal: Goal, budgetMs = 120_000): Promise<void> {
  const until = Date.now() + budgetMs;
  let acted: string | null = null;
  while (Date.now() < until) {
    if (await goal.done()) return;
    const way = await takeWayForward(page);
    if (way) {
      note(log, `${goal.name}: ${way}`);
      acted = null;
      continue;
    }
    const here = goal.screen ? await goal.screen() : new URL(page.url()).pathname;
    // An action that cannot happen now (a dialog opened over the page meanwhile: its click times out) is not the
    // end: the next turn takes the way forward the page offers.
    const didAct = goal.act ? await goal.act(acted === here).catch((error: unknown) => (note(log, `${goal.name}: could not act (${String(error).split('\n')[0]})`), false)) : false;
    if (didAct) {
      note(log, `${goal.name}: ${acted === here ? 'pressed again' : 'acted'} on ${here}`);
      acted = here;
    }
    await page.waitForTimeout(500);
  }
  throw new Error(`"${goal.name}" not reached; the customer did: ${log.steps.join(' · ')}; now at ${page.url()}`);
}

/** The bank's card page (exempt from chaos: another company's site): pay with a new card, or go back if paid. */
export async function payAtBank(page: Page): Promise<boolean> {
  if (!/\/sim-bank\/pay/.test(page.url())) return false;
  const back = page.getByRole('link', { name: 'Return to the merchant' });
  if (await visible(back)) {
    await back.click();
    return true;
  }
  const pan = page.getByLabel('Card number');
  if (!(await visible(pan))) return false;
  await pan.fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('CVV code').fill('123');
  await page.getByLabel('Cardholder name').fill('ANNA HAKOBYAN');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).not.toHaveURL(/\/sim-bank\//, { timeout: 30_000 });
  return true;
}
