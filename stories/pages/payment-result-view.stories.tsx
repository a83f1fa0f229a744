import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { pdfDownloadClicked, ResultView } from '@/pages/payment-result/testing';
import { ApiError, downloadContractPdfFx } from '@/shared/api';
import { paidAppaContractFixture, paidTravelContractFixture } from '../fixtures';
import { fire, mock, never } from '../support/scope';

/**
 * The payment result's states (customer-portal.md §2, §4, §8), as the result page and the final steps show them.
 * Not in the screenshot suite yet (`no-visual`): its baselines are to be made on the CI image.
 */
const meta = {
  title: 'pages/payment-result/ResultView',
  component: ResultView,
  args: { view: { kind: 'checking' }, retryPath: '/profile/newContracts/appa/payment' },
  // The PDF is fetched with the token outside requestFx: no story may reach the network.
  parameters: { route: '/profile/payment/appa/', effector: { handlers: [mock(downloadContractPdfFx, never)] } },
} satisfies Meta<typeof ResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

const travelSuccess = {
  kind: 'success',
  contractId: paidTravelContractFixture.ID,
  contractNumber: paidTravelContractFixture.CONTRACT_NUMBER,
  amount: paidTravelContractFixture.PREMIUMSPAY,
  pdf: true,
  emailed: true,
} as const;

/** The record call is on its way. */
export const Checking: Story = { tags: ['no-visual'] };

/** Travel paid (its final step): the number, the amount, "sent to your e-mail", the PDF. */
export const SuccessWithPdf: Story = { args: { view: travelSuccess } };

/**
 * Paid with a foreign bank's card (§9): the price, the 1% commission on a line of its own and the amount the bank
 * charged (issue 20).
 */
export const SuccessForeignCard: Story = {
  args: {
    view: {
      kind: 'success',
      contractId: paidAppaContractFixture.ID,
      contractNumber: paidAppaContractFixture.CONTRACT_NUMBER,
      amount: 22271,
      commission: 221,
      pdf: false,
    },
  },
};

/** CMTPL paid: the number, no PDF (§2). */
export const SuccessCmtpl: Story = { tags: ['no-visual'],
  args: {
    view: {
      kind: 'success',
      contractId: paidAppaContractFixture.ID,
      contractNumber: paidAppaContractFixture.CONTRACT_NUMBER,
      amount: paidAppaContractFixture.PREMIUMSPAY_DISCOUNT,
      pdf: false,
    },
  },
};

/** The PDF is loading: the button spins. */
export const PdfLoading: Story = { tags: ['no-visual'],
  args: { view: travelSuccess },
  parameters: { effector: { handlers: [mock(downloadContractPdfFx, never)], launch: [fire(pdfDownloadClicked, { id: '42', number: 'SV-TRV-2026-000042' })] } },
};

/** The PDF could not be downloaded: the error next to the button. */
export const PdfFailed: Story = { tags: ['no-visual'],
  args: { view: travelSuccess },
  parameters: {
    effector: {
      handlers: [
        mock(downloadContractPdfFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
      launch: [fire(pdfDownloadClicked, { id: '42', number: 'SV-TRV-2026-000042' })],
    },
  },
};

/** Declined: the bank's description and "contact your bank"; try again, home. */
export const Failure: Story = { args: { view: { kind: 'failure', description: 'Insufficient funds' } } };

/** The bank is processing: the page checks again by itself. */
export const Processing: Story = { args: { view: { kind: 'processing' } } };

/** Still processing after a minute of checks: check the contracts page later, or check again. */
export const ProcessingStopped: Story = { tags: ['no-visual'], args: { view: { kind: 'processing-timeout' }, onCheckAgain: () => undefined } };

/** The record call failed (CMTPL; travel goes back to its payment step instead). */
export const RecordFailed: Story = { tags: ['no-visual'], args: { view: { kind: 'record-failed' }, onCheckAgain: () => undefined } };

/** The address has no payment in it. */
export const InvalidQuery: Story = { tags: ['no-visual'], args: { view: { kind: 'invalid-query' }, retryPath: null } };

/** A referral that is not paid online. */
export const UnknownProduct: Story = { tags: ['no-visual'], args: { view: { kind: 'unknown-product' }, retryPath: null } };

/** Travel final step: mailing the contract. */
export const Sending: Story = { tags: ['no-visual'], args: { view: { kind: 'sending' } } };

/** Travel final step: the e-mail failed; try again sends again. */
export const SendFailed: Story = { tags: ['no-visual'], args: { view: { kind: 'send-failed' }, onSendAgain: () => undefined } };

/** A final step with no paid contract stored. */
export const NothingToShow: Story = { tags: ['no-visual'], args: { view: { kind: 'nothing' }, startPath: '/profile/newContracts/appa/search-car' } };
