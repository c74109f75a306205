/** What an M-Pesa result code means to the buyer; the message is kept on a failed payment and shown on the site. */

const messages: Record<number, string> = {
  1032: 'You cancelled the M-Pesa request.',
  1037: 'Your phone did not answer the M-Pesa request in time.',
  1: 'Your M-Pesa balance is not enough for this payment.',
  2001: 'The M-Pesa PIN was wrong.',
};

/** The sweep's own result when neither a callback nor a status query settled the payment in time. */
export const noAnswer = { code: -1, message: 'M-Pesa did not confirm this payment in time, so it was not taken.' };

export const resultMessage = (code: number) =>
  code === 0 ? 'Paid.' : (messages[code] ?? `M-Pesa could not take the payment (code ${code}). Nothing was charged; try again.`);
