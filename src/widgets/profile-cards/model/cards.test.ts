import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { addCardFx, fetchSavedCardsFx, removeCardFx, saveCardFx, setDefaultCardFx, type SavedCard } from '@/shared/api';
import { $location, navigateFx } from '@/shared/routing';
import { $cards, $notice, $pendingOrder, $removing, addClicked, cardsQuery, checkAgainClicked, defaultClicked, leaveForBankFx, removeCancelled, removeClicked, removeConfirmed } from './cards';

const VISA: SavedCard = { ID: 'v', CARDHOLDERID: '1001', CARDNUMBER: '411111******1111', CARDTYPE: 'visa', EXPDATE: '12/28', IS_DEF: true };
const ARCA: SavedCard = { ID: 'a', CARDHOLDERID: '1001', CARDNUMBER: '905111******1111', CARDTYPE: 'arca', EXPDATE: '03/27', IS_DEF: false };
const at = (search = '') => ({ pathname: '/en/profile/3155', search, hash: '' });

function setup(search = '', extra: { handlers?: [unknown, unknown][] } = {}) {
  const list = vi.fn(async () => ({ result: [VISA, ARCA] }));
  const navigate = vi.fn();
  const leave = vi.fn();
  const scope = fork({
    values: [[$location, at(search)]],
    handlers: [[fetchSavedCardsFx, list], [navigateFx, navigate], [leaveForBankFx, leave], ...(extra.handlers ?? [])] as never,
  });
  return { scope, list, navigate, leave };
}

describe('saved cards model', () => {
  it('adding a card opens the bank page with this tab as the return address', async () => {
    const add = vi.fn(async () => ({ payUrl: '/sim-bank/pay?order=ord-1&lang=en', order_id: 'ord-1' }));
    const { scope, leave } = setup('', { handlers: [[addCardFx, add]] });
    await allSettled(cardsQuery.Gate.open, { scope, params: {} });
    await allSettled(addClicked, { scope });
    expect(add).toHaveBeenCalledWith({ return_url: '/en/profile/3155', CLIENT_COUNTRY: 'AM' });
    expect(leave).toHaveBeenCalledWith('/sim-bank/pay?order=ord-1&lang=en');
  });

  it("the bank's return is recorded by its order (not its status), the query dropped, the list read again", async () => {
    const saved = { status: 'success' as const, message: 'The card has been saved', result: [VISA, ARCA] };
    const save = vi.fn(async () => saved);
    const { scope, navigate, list } = setup('?orderID=ord-9&status=error', { handlers: [[saveCardFx, save]] });
    await allSettled(cardsQuery.Gate.open, { scope, params: {} });
    expect(save).toHaveBeenCalledWith({ order_id: 'ord-9' });
    expect(navigate.mock.calls.map((call) => (call as unknown[])[1])).toEqual([{ href: '/en/profile/3155', replace: true }]);
    expect(list).toHaveBeenCalledTimes(2);
    expect(scope.getState($notice)).toEqual({ kind: 'success', text: 'The card has been saved' });
  });

  it('a binding still processed can be checked again', async () => {
    const save = vi.fn(async () => ({ status: 'processing' as const, message: 'still checking', result: [VISA] }));
    const { scope } = setup('?orderID=ord-5', { handlers: [[saveCardFx, save]] });
    await allSettled(cardsQuery.Gate.open, { scope, params: {} });
    expect(scope.getState($pendingOrder)).toBe('ord-5');
    expect(scope.getState($notice)?.kind).toBe('processing');
  });

  it("recording the bank's return fails (no connection): the order is kept to check again, and the next check records it", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { kind: 'network' }))
      .mockResolvedValueOnce({ status: 'success' as const, message: 'The card has been saved', result: [VISA, ARCA] });
    const { scope, navigate } = setup('?orderID=ord-7', { handlers: [[saveCardFx, save]] });
    await allSettled(cardsQuery.Gate.open, { scope, params: {} });
    // The query left the address, so the order lives in the model now.
    expect(navigate.mock.calls.map((call) => (call as unknown[])[1])).toEqual([{ href: '/en/profile/3155', replace: true }]);
    expect(scope.getState($pendingOrder)).toBe('ord-7');
    expect(scope.getState($notice)).toEqual({ kind: 'error', text: '', reason: 'not-recorded' });
    await allSettled(checkAgainClicked, { scope });
    expect(save).toHaveBeenLastCalledWith({ order_id: 'ord-7' });
    expect(scope.getState($pendingOrder)).toBeNull();
    expect(scope.getState($notice)).toEqual({ kind: 'success', text: 'The card has been saved' });
  });

  it('a refusal (400) or a sign-out while recording keeps no order to check again', async () => {
    for (const kind of ['warning', 'cancelled']) {
      const save = vi.fn().mockRejectedValue(Object.assign(new Error(kind), { kind }));
      const { scope } = setup('?orderID=ord-8', { handlers: [[saveCardFx, save]] });
      await allSettled(cardsQuery.Gate.open, { scope, params: {} });
      expect(scope.getState($pendingOrder)).toBeNull();
      expect(scope.getState($notice)).toBeNull();
    }
  });

  it('makes a card the default (not the default one again); removes only after yes', async () => {
    const setDefault = vi.fn(async () => ({ status: 'success' as const, message: 'default', result: [{ ...VISA, IS_DEF: false }, { ...ARCA, IS_DEF: true }] }));
    const remove = vi.fn(async () => ({ status: 'success' as const, message: 'removed', result: [{ ...ARCA, IS_DEF: true }] }));
    const { scope } = setup('', { handlers: [[setDefaultCardFx, setDefault], [removeCardFx, remove]] });
    await allSettled(cardsQuery.Gate.open, { scope, params: {} });
    expect(scope.getState($cards)).toEqual([VISA, ARCA]);
    await allSettled(defaultClicked, { scope, params: VISA });
    expect(setDefault).not.toHaveBeenCalled();
    await allSettled(defaultClicked, { scope, params: ARCA });
    expect(setDefault).toHaveBeenCalledWith({ ID: 'a' });
    expect(scope.getState($cards).find((card) => card.IS_DEF)?.ID).toBe('a');

    await allSettled(removeClicked, { scope, params: VISA });
    expect(scope.getState($removing)).toEqual(VISA);
    await allSettled(removeCancelled, { scope });
    expect(remove).not.toHaveBeenCalled();
    await allSettled(removeClicked, { scope, params: VISA });
    await allSettled(removeConfirmed, { scope });
    expect(remove).toHaveBeenCalledWith({ ID: 'v' });
    expect(scope.getState($cards).map((card) => card.ID)).toEqual(['a']);
    expect(scope.getState($notice)).toEqual({ kind: 'success', text: 'removed' });
  });
});
