import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import { prepareFileFx } from '@/shared/upload';
import { applyForJobFx } from '../model/job-form';
import { FORM } from '../model/form.fixture';
import { JobApplicationForm } from './job-application-form';

describe('JobApplicationForm', () => {
  it('shows the rules’ messages, lists the files as prepared, removes them, and shows the result after sending', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ applyAccept: false });
    const apply = vi.fn(async () => ({ result: '<p>Thank you, Anna!</p>' }));
    // The test DOM cannot decode pictures: a photo is "prepared" as a JPEG under its new name.
    const prepare = vi.fn(async (file: File) => ({ file: file.name.endsWith('.pdf') ? file : new File([file], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' }), image: null }));
    const scope = fork({ handlers: [[applyForJobFx, apply], [prepareFileFx, prepare]] });
    await renderWithApp(<JobApplicationForm form={FORM} vacancyId="101" />, { scope });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Field “First name” is required')).toBeInTheDocument();
    expect(screen.getByText('Field “E-mail” is required')).toBeInTheDocument();
    expect(screen.getByText('Field “CV” is required')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('[data-upload-slot="cv"] input[type="file"]');
    if (!input) throw new Error('no CV input');
    await user.upload(input, [new File(['x'], 'cv.docx'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), new File(['png'], 'me.png', { type: 'image/png' })]);
    expect(await screen.findByText('“cv.docx” is not a photo (jpg, png, heic, webp) or a pdf file')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Attached files: CV' });
    await waitFor(() => expect([...list.querySelectorAll('li')].map((item) => [item.querySelector('p')?.textContent, item.getAttribute('data-status')])).toEqual([['cv.pdf', 'ready'], ['me.jpg', 'ready']]));
    await user.click(screen.getByRole('button', { name: 'Remove me.jpg' }));
    expect(list.querySelectorAll('li')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@example.am');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you, Anna!');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue(''));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
