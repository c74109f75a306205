/**
 * The scam guard: a public text a member writes (a job, an employer, a school or college, a product) that asks
 * candidates or buyers for money up front is held for review, whoever wrote it, with the reason on the row
 * (`moderation_reason`) for its owner and the moderators. The rule is in docs/scam-guard.md; it looks for a fee
 * to apply (not a price: a product has one, a school's fees are its business) and for a payment channel named
 * next to a payment word, and it lets through a text that says no fee is charged.
 */
import type { Resource } from '../../registry/resource.ts';
import type { Row } from '../crud/codec.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import { badRequest } from '../http-error.ts';

/** A sentence says there is no fee ("no fees charged", "free of charge", "we never ask for money"). */
const denial =
  /\b(no|never|not|without|zero|free of|don'?t|do not|does not|doesn'?t|will not|won'?t)\b[^.!?\n]{0,40}\b(fees?|charges?|charged|pay|payment|money|cost)\b|\bfree of charge\b|\bfree to apply\b/i;

/** Money asked of the reader to be considered: a fee named by what it is for. */
const feeToApply =
  /\b(application|applying|processing|registration|interview|recruitment|placement|vetting|medical|booking|shortlisting|commitment)\s+(fees?|charges?|costs?)\b|\b(security|refundable|commitment|training)\s+deposit\b/i;

/** "pay … to apply", "pay 500 for the interview", "send 1,000 to be shortlisted". */
const payToBeConsidered =
  /\b(pay|send|deposit|remit)\b[^.!?\n]{0,40}\b(to|for|before)\s+(apply|applying|the application|be (shortlisted|considered|interviewed|hired|employed)|an? interview|the interview|shortlisting|registration|processing|your (application|slot|placement))\b/i;

/** Money sent by M-Pesa or another mobile wallet. */
const viaMobileMoney = /\b(send|pay|deposit|transfer)\b[^.!?\n]{0,60}\b(m-?pesa|mpesa|airtel money|t-?kash)\b/i;

/** A till or paybill number. */
const tillOrPaybill = /\b(till|pay\s?bill|paybill|business)\s*(no\.?|number|#)?\s*:?\s*\d{5,7}\b/i;

/** A Kenyan phone number, written with or without the country code and spaces. */
const phoneNumber = /(\+?254|\b0)[\s-]?[17]\d{2}[\s-]?\d{3}[\s-]?\d{3}\b/;
const paymentWord = /\b(pay|paid|payment|send money|deposit|fee|fees|ksh\.?|kes|shillings|m-?pesa|mpesa)\b/i;

/**
 * Each sentence is judged on its own, so "No fees charged. Call 0712 345 678" is not a fee plus a phone. A
 * sentence ends before a capital letter or a new line ("Till No. 512345" stays one).
 */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"'])|\n+|;|,?\s+\b(?:but|however|although|though|yet)\b/i).filter((s) => s?.trim());

/**
 * The text as a reader sees it: no invisible characters inside words ("f\u200bee"), letters in their plain form,
 * and digits spaced out ("5 1 2 3 4 5") joined, so a number cannot hide from the rule by its spelling.
 */
const asRead = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g, '')
    .replace(/(?<=\d)[ .-](?=\d)/g, '');

/** Why the text looks like it asks for money, or null. Sentences that deny a fee are skipped. */
export const scamReason = (text: string): string | null => {
  for (const sentence of sentences(asRead(text))) {
    if (denial.test(sentence)) continue;
    if (feeToApply.test(sentence) || payToBeConsidered.test(sentence)) return 'Asks for a fee to apply, register or be interviewed.';
    if (viaMobileMoney.test(sentence) || tillOrPaybill.test(sentence)) return 'Asks for money through M-Pesa, a till or a paybill number.';
    if (phoneNumber.test(sentence) && paymentWord.test(sentence)) return 'Gives a phone number next to a request for payment.';
  }
  return null;
};

/** The text fields of a resource the public reads (one line, paragraphs, or JSON such as screening questions). */
const textFields = (resource: Resource) =>
  Object.entries(resource.fields)
    .filter(([, field]) => ['text', 'longText', 'json'].includes(field.kind) && !field.system && !field.staff && !field.readers)
    .map(([name]) => name);

/** The texts a reader sees, screening questions (JSON) included. */
const textOf = (resource: Resource, row: Row) =>
  textFields(resource)
    .map((name) => row[name])
    .filter((value): value is string => typeof value === 'string')
    .join('\n');

/** The held edit of an approved row, as stored (see crud/revisions.ts). */
const waitingChanges = (values: Row): Row => {
  if (typeof values.revision !== 'string') return {};
  return (JSON.parse(values.revision) as { changes: Row }).changes;
};

/** Every moderated resource (behaviours.ts). */
export const holdsMoneyAskingText: BehaviourHooks<'holds-money-asking-text'> = {
  beforeCreate(values, { resource }) {
    const reason = scamReason(textOf(resource, values));
    values.moderation_reason = reason;
    if (reason) values.moderation = 'pending';
  },
  beforeUpdate(values, before, { resource, user }) {
    // The change waiting for review: the one this write holds or decides, else the one already held (a staff edit
    // beside it leaves it waiting, and its reason with it).
    const waiting = waitingChanges('revision' in values ? values : before);
    // A write that leaves the texts alone (a job closed, stock counted) keeps the row's standing: a moderator may
    // have approved a held text on purpose.
    if (!textFields(resource).some((name) => name in values || name in waiting)) return;
    // What the public would read once the write (and the change waiting for review) goes through.
    values.moderation_reason = scamReason(textOf(resource, { ...before, ...values, ...waiting }));
    // A moderator who decides on the row sets its moderation on purpose; anyone else's flagged edit of the live text
    // goes back to review. A flagged change still held leaves the approved row live.
    const decided = values.moderation !== undefined && user?.roles.some((role) => role === 'admin' || role === 'editor');
    const liveReason = values.revision ? null : scamReason(textOf(resource, { ...before, ...values }));
    if (liveReason && !decided) values.moderation = 'pending';
  },
};

/**
 * Text shown within a moderated row but with no review of its own (a product's sizes): it cannot be held, so a
 * text the guard would hold is refused, with the reason. Every public resource shown within another (behaviours.ts).
 */
export const refusesMoneyAskingText: BehaviourHooks<'refuses-money-asking-text'> = {
  beforeCreate(values, { resource }) {
    const reason = scamReason(textOf(resource, values));
    if (reason) throw badRequest(`${resource.singular} refused: ${reason} Payment is made through checkout only.`);
  },
  beforeUpdate(values, before, { resource }) {
    if (!textFields(resource).some((name) => name in values)) return;
    const reason = scamReason(textOf(resource, { ...before, ...values }));
    if (reason) throw badRequest(`${resource.singular} refused: ${reason} Payment is made through checkout only.`);
  },
};
