import { expect, type Page } from '@playwright/test';

interface SimData {
  contracts: Array<{ ID: string; CONTRACT_NUMBER: string | null }>;
  bankOrders: Array<{ contractId: string; status: string }>;
  outbox: Array<{ subject: string }>;
}

/**
 * Exactly once (issue 24 item 2; docs/decisions/exactly-once.md): the payment result page records the
 * payment each time it opens. Reloaded `times` times, it shows the same contract, and the simulator still holds one
 * paid contract with that number, one approved payment and one e-mail about it.
 */
export async function expectPaidOnceAfterReloads(page: Page, times = 2) {
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'success');
  const number = /SV-[A-Z]+-\d{4}-\d{6}/.exec(await result.innerText())?.[0];
  expect(number).toBeTruthy();
  for (let reload = 0; reload < times; reload += 1) {
    await page.reload();
    await expect(result).toHaveAttribute('data-state', 'success');
    await expect(result).toContainText(number as string);
  }
  const data = await page.evaluate(() => JSON.parse(localStorage.getItem('sim:db') ?? '{}') as SimData);
  const paid = data.contracts.filter((contract) => contract.CONTRACT_NUMBER === number);
  expect(paid).toHaveLength(1);
  expect(data.bankOrders.filter((order) => order.contractId === paid[0]?.ID && order.status === 'approved')).toHaveLength(1);
  expect(data.outbox.filter((message) => message.subject.includes(number as string))).toHaveLength(1);
}
