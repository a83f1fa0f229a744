import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $contract } from '@/entities/contract';
import { $user } from '@/entities/session';
import { AppaFinalPage, PaymentResultPage } from '@/pages/payment-result';
import { $token, downloadContractPdfFx, recordAppaPaymentFx } from '@/shared/api';
import { customerFixture, paidAppaContractFixture, paymentRecordFixture, tokenFixture } from '../fixtures';
import { mock, never, set } from '../support/scope';

/**
 * The payment result page with its model: the record call is faked, so each story shows what the backend's
 * answer (never the address) decides. Not in the screenshot suite yet (`no-visual`).
 */
const query = { ssid: 'ss-1', orderID: 'ord-7042', paymentID: 'pay-1', responseCode: '00', description: 'Approved', savecc: '0', id: '43', status: 'success' };
const route = `/profile/payment/appa/?${new URLSearchParams(query).toString()}`;

const meta = {
  title: 'pages/payment-result/PaymentResultPage',
  component: PaymentResultPage,
  tags: ['no-visual'],
  args: { referral: 'appa', query },
  parameters: { layout: 'fullscreen', route },
} satisfies Meta<typeof PaymentResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = [set($user, customerFixture), set($token, tokenFixture)];

/** CMTPL paid: the backend answered success. */
export const Paid: Story = {
  parameters: { effector: { values: signedIn, handlers: [mock(recordAppaPaymentFx, async () => paymentRecordFixture('success')), mock(downloadContractPdfFx, never)] } },
};

/** The address says `status=success` (hand-edited), the backend says the bank declined: failure. */
export const HandEditedSuccessDeclined: Story = {
  parameters: { effector: { values: signedIn, handlers: [mock(recordAppaPaymentFx, async () => paymentRecordFixture('error', 'Do not honour'))] } },
};

/** The bank is still processing (the page checks again every 2.5 s, for about a minute). */
export const Processing: Story = {
  parameters: { effector: { values: signedIn, handlers: [mock(recordAppaPaymentFx, async () => paymentRecordFixture('processing'))] } },
};

/** Checking with the backend. */
export const Checking: Story = {
  parameters: { effector: { values: signedIn, handlers: [mock(recordAppaPaymentFx, never)] } },
};

/** The CMTPL final step (…/payment/stepfinally) with a paid contract stored. */
export const CmtplFinalStep: StoryObj<typeof AppaFinalPage> = {
  render: () => <AppaFinalPage />,
  parameters: {
    route: '/profile/newContracts/appa/payment/stepfinally',
    effector: { values: [...signedIn, set($contract, { product: 'appa', customer: customerFixture.CUSTOMER, data: paidAppaContractFixture })] },
  },
};
