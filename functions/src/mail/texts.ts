import { AGING_TEXTS, HOA_NAME } from '@lakeside/domain';

// Every word the product's e-mails say, in one place (the web app's texts.ts files are its
// screens'). The templates (templates/) put these and the facts of one e-mail together.

export const MAIL_TEXTS = {
  /** under every e-mail */
  signature: `${HOA_NAME} · Board of Directors`,
  receipt: {
    subject: (invoiceNumber: string) => `${HOA_NAME} receipt ${invoiceNumber}`,
    heading: 'Thank you for your payment',
    intro: `We received your payment to ${HOA_NAME}. Keep this e-mail as your receipt.`,
    labels: {
      association: 'Association',
      invoice: 'Invoice number',
      property: 'Property',
      description: 'Description',
      years: 'Years paid',
      amount: 'Amount',
      fee: 'Processing fee',
      total: 'Total charged',
      date: 'Date paid',
      receivedOn: 'Received on',
      method: 'Payment method',
    },
    action: 'View your receipt',
    footer: 'Questions about this payment? Reply to this e-mail to reach the board.',
  },
  refund: {
    subject: (amount: string, invoiceNumber: string) => `${HOA_NAME}: ${amount} refunded on ${invoiceNumber}`,
    heading: 'Your refund is on its way',
    intro: (amount: string) =>
      `The board has refunded ${amount} to the card or bank account you paid with. Banks take 5 to 10 business days to show it.`,
    labels: {
      invoice: 'Invoice number',
      property: 'Property',
      amount: 'Refunded',
      yearsBack: 'Years owed again',
      reason: 'Reason',
    },
    action: 'View My HOA Account',
    footer: 'Questions about this refund? Reply to this e-mail to reach the board.',
  },
  dispute: {
    subject: (invoiceNumber: string, state: string) => `${HOA_NAME}: payment ${invoiceNumber} ${state}`,
    heading: 'A payment is disputed',
    headingClosed: (outcome: 'won' | 'lost') =>
      outcome === 'won' ? 'A dispute was won' : 'A dispute was lost',
    intro: (amount: string) =>
      `A payer's bank has opened a dispute and holds ${amount} while it decides. Answer it in the Stripe Dashboard with the evidence (the invoice, the account's statement), or it is lost.`,
    introClosed: (outcome: 'won' | 'lost', amount: string) =>
      outcome === 'won'
        ? `The bank decided for the association: the ${amount} stays paid.`
        : `The bank decided for the payer and took back ${amount}. The years it paid are owed again on the account.`,
    labels: {
      invoice: 'Invoice number',
      property: 'Property',
      payer: 'Paid by',
      amount: 'Disputed',
      reason: 'Reason',
      respondBy: 'Respond by',
      yearsBack: 'Years owed again',
    },
    action: 'Open Payment Management',
    footer: 'Payment Management shows each open dispute until the bank decides.',
  },
  bankSubmitted: {
    subject: (invoiceNumber: string) => `${HOA_NAME}: we received your bank payment ${invoiceNumber}`,
    heading: 'We received your bank payment',
    intro: (amount: string) =>
      `Your bank payment of ${amount} is submitted. Banks take up to 4 business days to confirm it: your balance updates then, and we will e-mail you the receipt.`,
    labels: {
      invoice: 'Invoice number',
      property: 'Property',
      description: 'Description',
      years: 'Years paying',
      amount: 'Amount',
    },
    action: 'See your account',
    footer: 'Questions about this payment? Reply to this e-mail to reach the board.',
  },
  paymentVoided: {
    subject: (invoiceNumber: string) => `${HOA_NAME}: receipt ${invoiceNumber} is cancelled`,
    heading: 'Your receipt is cancelled',
    intro: (payment: string) =>
      `The board has voided a payment it recorded (${payment}), so its receipt is no longer valid.`,
    owedAgain: 'The dues it was paying are owed again.',
    labels: {
      invoice: 'Invoice number',
      property: 'Property',
      years: 'Years owed again',
      description: 'Description',
      amount: 'Amount',
      reason: 'Why',
    },
    action: 'See your account',
    footer: 'Questions about this? Reply to this e-mail to reach the board.',
  },
  bankFailed: {
    subject: (invoiceNumber: string) => `${HOA_NAME}: your bank payment ${invoiceNumber} did not go through`,
    heading: 'Your bank payment did not go through',
    intro: (amount: string) =>
      `Your bank did not pay the ${amount} debit, so the payment failed and nothing was taken from your account.`,
    owedAgain:
      'The dues it was paying are owed again. You can pay them by card or from another bank account.',
    chargeOwed: 'The charge is still owed. You can pay it by card or from another bank account.',
    labels: {
      invoice: 'Invoice number',
      property: 'Property',
      description: 'Description',
      years: 'Years owed again',
      amount: 'Amount',
    },
    payDues: 'Pay on My HOA Account',
    payCharge: 'Pay the charge',
    footer: 'Questions about this payment? Reply to this e-mail to reach the board.',
  },
  payLink: {
    subject: (invoiceNumber: string, amount: string) =>
      `${HOA_NAME}: please pay charge ${invoiceNumber} (${amount} before fees)`,
    heading: 'A charge to pay on your property',
    intro: (amount: string) =>
      `The board has billed your property ${amount}. You can pay it online with the link below, by card or from a bank account; the processing fee depends on which you choose.`,
    noAccount: 'The link is yours to use: it opens the charge without signing in.',
    labels: {
      association: 'Association',
      invoice: 'Invoice number',
      property: 'Property',
      description: 'Description',
      amount: 'Amount (before fees)',
      byCard: 'Total by card',
      byBank: 'Total by bank account',
    },
    /** a way's total and the fee it includes */
    total: (total: string, fee: string) => `${total} (includes a ${fee} processing fee)`,
    action: 'Pay the charge',
    footer: 'Already paid, or a question about this charge? Reply to this e-mail to reach the board.',
  },
  verification: {
    subject: `${HOA_NAME}: please verify your e-mail address`,
    heading: 'Please verify your e-mail address',
    intro:
      'The board is ready to approve your registration on the Lakeside HOA website. First, confirm that this address is yours: open the link below.',
    action: 'Verify my e-mail address',
    footer: 'Did not register? Ignore this e-mail: nothing happens without the link.',
  },
  duesNotice: {
    subject: (year: string, amount: string, dueDate: string) =>
      `${HOA_NAME}: ${year} dues of ${amount}, due ${dueDate}`,
    heading: (year: string) => `Your ${year} HOA dues`,
    intro: (year: string) =>
      `The board has billed ${year} dues for your property. You can pay them online on My HOA Account.`,
    introPaidFromCredit: (year: string) =>
      `The board has billed ${year} dues for your property, and the credit on your account paid them: there is nothing to pay for ${year}.`,
    labels: {
      property: 'Property',
      year: 'Year',
      amount: 'Amount due',
      creditUsed: 'Paid from your credit',
      dueDate: 'Due date',
      yearOwed: (year: string) => `${year} dues`,
      balance: 'Total owed',
    },
    action: 'Pay on My HOA Account',
    footer:
      'Prefer to pay by check? Drop it at the clubhouse during office hours. Questions? Reply to this e-mail.',
  },
  reminder: {
    subject: (amount: string) => `${HOA_NAME}: your dues are past due (${amount})`,
    heading: 'A reminder: your HOA dues are past due',
    intro: (since: string) =>
      `Our records show dues on your property unpaid since ${since}. You can pay them online on My HOA Account.`,
    labels: {
      property: 'Property',
      lateYears: 'Years past due',
      since: 'Past due since',
      pastDue: AGING_TEXTS.pastDue,
      notYetDue: AGING_TEXTS.notYetDue,
      balance: 'Account balance',
    },
    action: 'Pay on My HOA Account',
    footer:
      'Already paid by check, or think this is a mistake? Reply to this e-mail and the board will look into it.',
  },
  contactCopy: {
    subject: (subject: string) => `Contact form: ${subject}`,
    heading: 'A message from the contact form',
    intro: (name: string) => `${name} wrote to the board from the website.`,
    labels: {
      from: 'From',
      property: 'Property',
      subject: 'Subject',
    },
    action: 'Open Messages',
    footer: (firstName: string) =>
      `Reply to this e-mail to answer ${firstName}. The website promises a reply within 24 hours.`,
  },
} as const;
