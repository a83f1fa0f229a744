import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type CustomersPage } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { NO_PROPS } from '@/shared/test/gates';
import { customersQuery, loadCustomersFx } from './customers';

const page = (lang: string): CustomersPage => ({ meta_title: `Stories (${lang})`, meta_description: '', meta_keywords: '', title: 'Stories', description: '', data: [] });

describe('customer stories page model', () => {
  it('loads when the page opens; pending meanwhile', async () => {
    const scope = fork({ handlers: [[loadCustomersFx, async () => page('hy')]] });
    const opened = allSettled(customersQuery.Gate.open, { scope, params: NO_PROPS });
    expect(scope.getState(customersQuery.$pending)).toBe(true);
    await opened;
    expect(scope.getState(customersQuery.$data)?.meta_title).toBe('Stories (hy)');
  });

  it('a failure can be retried, and a language switch loads the new language', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'server-error', status: 500 }))
      .mockResolvedValueOnce(page('hy'))
      .mockResolvedValueOnce(page('en'));
    const scope = fork({ handlers: [[loadCustomersFx, load]] });
    await allSettled(customersQuery.Gate.open, { scope, params: NO_PROPS });
    expect(scope.getState(customersQuery.$failed)).toBe(true);
    await allSettled(customersQuery.retried, { scope });
    expect(scope.getState(customersQuery.$failed)).toBe(false);
    await allSettled(languageDetected, { scope, params: 'en' });
    expect(scope.getState(customersQuery.$data)?.meta_title).toBe('Stories (en)');
  });
});
