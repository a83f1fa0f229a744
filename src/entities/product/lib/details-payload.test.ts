import { describe, expect, it } from 'vitest';
import { productDetailsPayload } from './details-payload';

describe('/prod/details/ payload', () => {
  it('canonical address: charid, the group charid as parentcharid, and the type', () => {
    expect(productDetailsPayload({ type: 'personal', categoryId: '1', productId: 'appa' })).toEqual({
      charid: 'appa',
      parentcharid: 'car',
      type: 'personal',
    });
    expect(productDetailsPayload({ type: 'corporate', categoryId: '20', productId: 'fleetCasco' })).toEqual({
      charid: 'fleetCasco',
      parentcharid: 'car',
      type: 'corporate',
    });
  });

  it('home tile alias: no type, the backend finds the side', () => {
    const payload = productDetailsPayload({ groupCharid: 'car', serviceCharid: 'appa' });
    expect(payload).toEqual({ charid: 'appa', parentcharid: 'car' });
    expect(payload && 'type' in payload).toBe(false);
  });

  it('an address that names no group gives no payload', () => {
    expect(productDetailsPayload({ type: 'personal', categoryId: '20', productId: 'appa' })).toBeNull();
    expect(productDetailsPayload({ groupCharid: 'personal', serviceCharid: 'appa' })).toBeNull();
  });
});
