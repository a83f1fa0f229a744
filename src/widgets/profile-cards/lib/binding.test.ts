import { describe, expect, it } from 'vitest';
import { bindingOrderOf, withoutQuery } from './binding';

describe('bindingOrderOf', () => {
  it.each([
    ['?ssid=ss-1&orderID=ord-123&paymentID=pay-1&status=success', 'ord-123'],
    ['?orderID=ord-9&status=error', 'ord-9'],
    ['?orderID=%20ord-7%20', 'ord-7'],
    ['?orderID=', null],
    ['?status=success', null],
    ['', null],
  ])('%j → %s', (search, order) => expect(bindingOrderOf(search)).toBe(order));
});

describe('withoutQuery', () => {
  it('keeps the path and the hash', () => expect(withoutQuery({ pathname: '/en/profile/3155', hash: '#x' })).toBe('/en/profile/3155#x'));
});
