import { Container } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  $compensationFileProblems,
  $compensationFiles,
  $compensationObject,
  $compensationStep,
  $compensationSubmitAttempted,
  $compensationValues,
  CompensationButton,
  CompensationModals,
  PublicCompensationRequest,
  type CompensationFiles,
  type CompensationValues,
} from '@/features/apply-for-compensation';
import { set } from '../support/scope';

const MB = 1024 * 1024;
const done = (key: string, name: string, size: number) => ({
  key,
  name,
  size,
  type: 'image/jpeg',
  status: 'done' as const,
  id: key,
  file: `/files/${key}`,
  message: null,
});
const object = {
  OBJECT_ID: 'cmtpl-35OO123',
  CONTRACT_NUMBER: 'SV-APPA-2025-004211',
  PLATE: '35OO123',
  MAKE: 'Toyota',
  MODEL: 'Camry',
  FROMDATE: '2025-12-16',
  TODATE: '2026-12-15',
};
const values: CompensationValues = {
  PERSON_TYPE: '3',
  FIRST_NAME: 'Anna',
  LAST_NAME: 'Hakobyan',
  PASSPORT: 'AN1234567',
  COMPANY_NAME: '',
  TPIN: '',
  PHONE: '91-234-567',
  applicant_is_owner: '2',
  OWNER_NAME: '',
  OWNER_DOCUMENT: '',
  ACCIDENT_PROCEEDINGS: '1',
  is_agreement: '1',
  DESCRIPTION: '',
  BANK_ACCOUNT: '2470 0123 4567',
  CONSENT: false,
};
const files: CompensationFiles = {
  PHOTOS: [done('p1', 'car.jpg', 2.1 * MB), { ...done('p2', 'plate.jpg', 1.4 * MB), status: 'failed', id: null, file: null, message: null }],
  AGREEMENT_FILES: [done('a1', 'joint-report.pdf', 0.6 * MB)],
  DRIVER_DOCUMENTS: [],
  PROCEEDINGS_FILES: [],
};

function Modals() {
  return (
    <Container size="lg" py="md">
      <CompensationButton />
      <CompensationModals />
    </Container>
  );
}

const meta = {
  title: 'features/apply-for-compensation/Compensation',
  component: Modals,
} satisfies Meta<typeof Modals>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The application after "Send" was pressed too early: the second owner's fields (applicant_is_owner 2), the upload
 * blocks (is_agreement 1), a failed upload with "Try again", the progress, and every refusal under its field.
 */
export const Application: Story = {
  parameters: {
    effector: {
      values: [
        set($compensationStep, 'form'),
        set($compensationObject, object),
        set($compensationValues, values),
        set($compensationFiles, files),
        set($compensationFileProblems, { PHOTOS: [{ code: 'file-size', name: 'huge.jpg', maxBytes: 3 * MB }] }),
        set($compensationSubmitAttempted, true),
      ],
    },
  },
};

/** The person search (the green button's first modal). */
export const Search: Story = {
  tags: ['no-visual'],
  parameters: { effector: { values: [set($compensationStep, 'search')] } },
};

/** The public request's section on /contacts. */
export const PublicRequest: Story = {
  tags: ['no-visual'],
  render: () => (
    <Container size="lg" py="md">
      <PublicCompensationRequest />
    </Container>
  ),
};
