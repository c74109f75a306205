/**
 * "Ask the school": a question from a profile page to whoever keeps the listing, stored as an enquiry the
 * server addresses to that owner. What the visitor typed stays on a failure; the server's message shows beside
 * its field.
 */
import { useState } from 'react';
import { useMemberContact } from '../ui/use-member-contact.ts';
import { api } from '../../common/api.ts';
import { useSession } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { kinds, type InstitutionKind } from '../institutions/kinds.ts';
import './enquiries.css';

const blank = { name: '', email: '', phone: '', message: '' };

export const AskTheSchool = ({ kind, id, name }: { kind: InstitutionKind; id: number; name: string }) => {
  const user = useSession();
  const signedIn = () => ({ ...blank, name: user?.name ?? '', email: user?.email ?? '' });
  const form = useForm(signedIn);
  useMemberContact(user, form.setValues);
  const [sent, setSent] = useState(false);
  const { values, errors } = form;
  const singular = kinds[kind].singular.toLowerCase();

  const submit = form.handle(
    (v) => requireFields(v, { name: 'Your name', email: 'Email', message: 'Message' }),
    async (v) => {
      await api.post('institutions/enquiries', {
        listing_type: kinds[kind].base,
        listing_id: id,
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim() || undefined,
        message: v.message.trim(),
      });
      form.setValues(signedIn());
      setSent(true);
    },
  );

  return (
    <section id="ask" aria-labelledby="ask-title" className="ask-the-school">
      <h2 id="ask-title">Ask the {singular}</h2>
      <p className="muted">Your question goes to the people who keep {name} on ElimuHub; they answer by email or phone.</p>
      {sent ? (
        <p className="success" role="status">
          Sent. {name} will reply to the email you gave.
        </p>
      ) : null}
      <form className="form" onSubmit={(e) => (setSent(false), submit(e))} noValidate>
        <div className="ask-contact">
          <Field id="ask-name" label="Your name" error={errors.name} required>
            <input id="ask-name" autoComplete="name" maxLength={120} value={values.name} onChange={(e) => form.set('name', e.target.value)} {...describedBy('ask-name', errors.name)} />
          </Field>
          <Field id="ask-email" label="Email" error={errors.email} required>
            <input id="ask-email" type="email" autoComplete="email" value={values.email} onChange={(e) => form.set('email', e.target.value)} {...describedBy('ask-email', errors.email)} />
          </Field>
          <Field id="ask-phone" label="Phone" error={errors.phone}>
            <input id="ask-phone" type="tel" autoComplete="tel" placeholder="+254 712 345 678" value={values.phone} onChange={(e) => form.set('phone', e.target.value)} {...describedBy('ask-phone', errors.phone)} />
          </Field>
        </div>
        <Field id="ask-message" label="Message" error={errors.message} required>
          <textarea id="ask-message" rows={4} maxLength={3000} value={values.message} onChange={(e) => form.set('message', e.target.value)} {...describedBy('ask-message', errors.message)} />
        </Field>
        <FormMessage message={form.message} />
        <button type="submit" disabled={form.busy}>
          {form.busy ? 'Sending...' : `Send to the ${singular}`}
        </button>
      </form>
    </section>
  );
};
