/**
 * What an M-Pesa STK result code means to the buyer. The English sentence is kept on a failed payment (the
 * admin, the logs and the API's `message` read it); the site words each code in its own language from the site
 * catalogue (`shop.pay.result.<code>`, en and sw), and falls back to this sentence for a code it does not know.
 * The codes are those Daraja documents for the STK callback and the status query.
 */

export const resultMessages: Record<number, string> = {
  1: 'Your M-Pesa balance is not enough for this payment.',
  17: 'M-Pesa turned down a repeat of the same payment so soon. Wait two minutes, then try again.',
  26: 'M-Pesa is too busy to take the payment right now. Nothing was charged; try again in a few minutes.',
  1001: 'Another M-Pesa payment is already waiting on your phone. Finish or cancel it, then try again.',
  1019: 'The M-Pesa request expired before it was answered. Nothing was charged; try again.',
  1025: 'M-Pesa could not send the request to your phone. Nothing was charged; try again.',
  1032: 'You cancelled the M-Pesa request.',
  1036: 'M-Pesa could not reach your phone. Check it is on and has signal, then try again.',
  1037: 'Your phone did not answer the M-Pesa request in time.',
  2001: 'The M-Pesa PIN was wrong.',
  2028: 'This M-Pesa number cannot pay this business. Nothing was charged; pay from another number.',
  8006: 'Your M-Pesa PIN is locked. Call Safaricom on 100 to unlock it, then try again.',
  9999: 'M-Pesa could not send the request to your phone. Nothing was charged; try again.',
};

/** The codes whose words the site catalogues hold (tests check each has English and Kiswahili). */
export const documentedCodes = [0, ...Object.keys(resultMessages).map(Number)];

/** The sweep's own result when neither a callback nor a status query settled the payment in time. */
export const noAnswer = { code: -1, message: 'M-Pesa did not confirm this payment in time, so it was not taken.' };

export const resultMessage = (code: number) =>
  code === 0 ? 'Paid.' : (resultMessages[code] ?? `M-Pesa could not take the payment (code ${code}). Nothing was charged; try again.`);
