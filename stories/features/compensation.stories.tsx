import { Container } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CompensationButton, CompensationModals, PublicCompensationRequest } from '@/features/apply-for-compensation';
import { $compensationUploadItems, $compensationFileProblems, $compensationObject, $compensationStep, $compensationSubmitAttempted, $compensationValues, type CompensationValues } from '@/features/apply-for-compensation/testing';
import type { UploadItem } from '@/shared/upload';
import { set } from '../support/scope';

const MB = 1024 * 1024;
type Slot = 'PHOTOS' | 'AGREEMENT_FILES' | 'DRIVER_DOCUMENTS' | 'PROCEEDINGS_FILES';
const row = (key: string, slot: Slot, name: string, size: number | null, status: UploadItem['status'], extra: Partial<UploadItem<Slot>> = {}): UploadItem<Slot> => ({
  key,
  slot,
  name,
  type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
  chosenSize: size ?? 6.2 * MB,
  size,
  photo: !name.endsWith('.pdf'),
  status,
  progress: status === 'uploading' ? 0.4 : null,
  message: null,
  uploaded: status === 'uploaded' ? { id: key, kind: 'compensation', name, type: 'image/jpeg', size: size ?? 0, file: `/files/${key}` } : null,
  ...extra,
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
// Every state of a row: uploaded, failed (Try again), uploading with its progress, a photo being prepared.
const items: UploadItem<Slot>[] = [
  row('p1', 'PHOTOS', 'car.jpg', 812_000, 'uploaded'),
  row('p2', 'PHOTOS', 'plate.jpg', 640_000, 'failed'),
  row('p3', 'PHOTOS', 'damage.jpg', 905_000, 'uploading'),
  row('p4', 'PHOTOS', 'IMG_2041.HEIC', null, 'preparing'),
  row('a1', 'AGREEMENT_FILES', 'joint-report.pdf', 0.6 * MB, 'uploaded'),
];

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
 * blocks (is_agreement 1), the upload rows in every state (uploaded, failed with "Try again", uploading with its
 * progress, a photo being prepared), the refusals (a PDF over 3 MB, a photo that cannot be read) and every rule's
 * verdict under its field.
 */
export const Application: Story = {
  parameters: {
    effector: {
      values: [
        set($compensationStep, 'form'),
        set($compensationObject, object),
        set($compensationValues, values),
        set($compensationUploadItems, items),
        set($compensationFileProblems, { PHOTOS: [{ code: 'file-size', name: 'scan.pdf', maxBytes: 3 * MB }, { code: 'file-unreadable', name: 'broken.jpg' }] }),
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
