import { nowDate } from '../../registry/clock.ts';
/** The Timestamp and Password of an STK push or query, as Daraja checks them (the simulator checks the same). */

/** YYYYMMDDHHmmss in Nairobi's time (UTC+3 all year), whatever the server's time zone. */
export const nairobiTimestamp = (at = nowDate()) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Nairobi',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
};

export const stkPassword = (shortcode: string, passkey: string, timestamp: string) => Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

/** 0712 345 678, +254712345678 or 254712345678 → 254712345678, the form Daraja takes and sends back. */
export const msisdn = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+/, '').replace(/^0/, '254');
