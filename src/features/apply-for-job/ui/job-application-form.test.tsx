import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import { applyForJobFx } from '../model/job-form';
import { FORM } from '../model/form.fixture';
import { JobApplicationForm } from './job-application-form';

describe('JobApplicationForm', () => {
  it('shows the rules’ messages, lists files with an icon kind, removes them, and shows the result after sending', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ applyAccept: false });
    const apply = vi.fn(async () => ({ result: '<p>Thank you, Anna!</p>' }));
    const scope = fork({ handlers: [[applyForJobFx, apply]] });
    await renderWithApp(<JobApplicationForm form={FORM} vacancyId="101" />, { scope });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Field “First name” is required')).toBeInTheDocument();
    expect(screen.getByText('Field “E-mail” is required')).toBeInTheDocument();
    expect(screen.getByText('Field “CV” is required')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="cv"]');
    if (!input) throw new Error('no CV input');
    await user.upload(input, [new File(['x'], 'cv.docx'), new File(['%PDF'], 'cv.pdf'), new File(['png'], 'me.png')]);
    expect(await screen.findByText('File “cv.docx” was not added: only jpg, jpeg, png and pdf are accepted')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Attached files: CV' });
    expect([...list.querySelectorAll('li')].map((item) => item.getAttribute('data-file-kind'))).toEqual(['pdf', 'image']);
    await user.click(screen.getByRole('button', { name: 'Remove me.png' }));
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
