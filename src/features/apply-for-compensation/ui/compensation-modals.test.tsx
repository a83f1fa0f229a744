import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { preparedInTests } from '@/shared/test/uploads';
import { $audience, $files, $object, $sent, $step, uploadFx } from '../model/compensation';
import { CompensationModals } from './compensation-modals';

const object = { OBJECT_ID: 'cmtpl-35OO123', CONTRACT_NUMBER: 'SV-APPA-2025-004211', PLATE: '35OO123', MAKE: 'Toyota', MODEL: 'Camry', FROMDATE: '2025-12-16', TODATE: '2026-12-15' };

describe('compensation modals', () => {
  it('the person type switches the fields; a failed upload shows "Try again", which sends it again', async () => {
    let fail = true;
    const upload = vi.fn(async ({ file }: { file: File }) => {
      if (fail) throw new ApiError({ kind: 'server-error', messages: ['Disk full'] });
      return { id: 'u1', kind: 'compensation', name: file.name, type: file.type, size: file.size, file: '/files/u1' };
    });
    const scope = fork({ values: [[$step, 'form'], [$object, object]], handlers: [[uploadFx, upload], preparedInTests()] });
    await renderWithApp(<CompensationModals />, { scope });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/35OO123 · Toyota Camry/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First name/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'A company' }));
    expect(within(dialog).queryByLabelText(/First name/)).toBeNull();
    expect(within(dialog).getByLabelText(/Tax number/)).toBeInTheDocument();

    const input = dialog.querySelector<HTMLInputElement>('[data-upload-slot="PHOTOS"] input[type="file"]:not([capture])') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'car.jpg', { type: 'image/jpeg' }));
    // Shown in the row, and said once in the slot's live region.
    await waitFor(() => expect(within(dialog).getAllByText('Disk full')).toHaveLength(2));
    expect(within(dialog).getByTestId('upload-announcer')).toHaveTextContent('Disk full');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(within(dialog).getByLabelText('Uploaded', { exact: true })).toBeInTheDocument());
    expect(upload).toHaveBeenCalledTimes(2);
    expect(scope.getState($files).PHOTOS[0]?.status).toBe('done');
    await allSettled(scope);
  });

  it.each([
    ['public', 'We will call you at the phone number you gave to tell you how it goes.'],
    ['customer', 'We will tell you by phone and in your account how it goes.'],
  ] as const)('the confirmation of a %s application promises only what that person has', async (audience, promise) => {
    const scope = fork({ values: [[$sent, { CLAIM_NUMBER: 'RQ-2026-000001' }], [$audience, audience]] });
    await renderWithApp(<CompensationModals />, { scope });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('RQ-2026-000001');
    expect(notice).toHaveTextContent(promise);
    if (audience === 'public') expect(notice).not.toHaveTextContent('account');
  });
});
