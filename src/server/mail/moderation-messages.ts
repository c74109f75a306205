/**
 * The email a submitter gets when a moderator decides on what they submitted. Like the other messages it holds
 * no text the public typed (a listing's name could carry a lure): the kind of record, the link to it, and on a
 * rejection the moderator's reason, which is staff's own words and the point of the message.
 */
import type { Decided } from '../crud/revisions.ts';
import { signature } from './account-messages.ts';

export const decisionMessage = (decided: Decided, link: string) => {
  const kind = decided.resource.singular.toLowerCase();
  const what = decided.revised ? `Your changes to a ${kind}` : `Your ${kind}`;
  if (decided.decision === 'approve')
    return {
      subject: `${what} on ElimuHub ${decided.revised ? 'are' : 'is'} now live`,
      text: `Hello,\n\n${what} passed review: the public now sees ${decided.revised ? 'them' : 'it'}.\n\n${link}` + signature,
    };
  return {
    subject: `${what} on ElimuHub ${decided.revised ? 'were' : 'was'} not approved`,
    text:
      `Hello,\n\n${what} was not approved. The moderator's reason:\n\n${decided.reason}\n\n` +
      `${decided.revised ? 'The approved version stays live. ' : ''}Put it right and save it again to send it\nback for review:\n\n${link}` +
      signature,
  };
};
