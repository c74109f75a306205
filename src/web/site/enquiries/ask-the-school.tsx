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
import { useSay } from '../../common/say.ts';

const enquiries = 'institutions/enquiries';

const blank = { name: '', email: '', phone: '', message: '' };

export const AskTheSchool = ({ kind, id, name }: { kind: InstitutionKind; id: number; name: string }) => {
  const user = useSession();
  const say = useSay();
  const label = (field: string) => say.field(enquiries, field);
  const signedIn = () => ({ ...blank, name: user?.name ?? '', email: user?.email ?? '' });
  const form = useForm(signedIn);
  useMemberContact(user, form.setValues);
  const [sent, setSent] = useState(false);
  const { values, errors } = form;

  const submit = form.handle(
    (v) => requireFields(v, { name: label('name'), email: label('email'), message: label('message') }, (field) => say('ui.required', { field })),
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
      <h2 id="ask-title">{say(`ask.title.${kind}`)}</h2>
      <p className="muted">{say('ask.lead', { name })}</p>
      {sent ? (
        <p className="success" role="status">
          {say('ask.sent', { name })}
        </p>
      ) : null}
      <form className="form" onSubmit={(e) => (setSent(false), submit(e))} noValidate>
        <div className="ask-contact">
          <Field id="ask-name" label={label('name')} error={errors.name} required>
            <input
              id="ask-name"
              autoComplete="name"
              maxLength={120}
              value={values.name}
              onChange={(e) => form.set('name', e.target.value)}
              {...describedBy('ask-name', errors.name)}
            />
          </Field>
          <Field id="ask-email" label={label('email')} error={errors.email} required>
            <input
              id="ask-email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => form.set('email', e.target.value)}
              {...describedBy('ask-email', errors.email)}
            />
          </Field>
          <Field id="ask-phone" label={label('phone')} error={errors.phone}>
            <input
              id="ask-phone"
              type="tel"
              autoComplete="tel"
              placeholder="+254 712 345 678"
              value={values.phone}
              onChange={(e) => form.set('phone', e.target.value)}
              {...describedBy('ask-phone', errors.phone)}
            />
          </Field>
        </div>
        <Field id="ask-message" label={label('message')} error={errors.message} required>
          <textarea
            id="ask-message"
            rows={4}
            maxLength={3000}
            value={values.message}
            onChange={(e) => form.set('message', e.target.value)}
            {...describedBy('ask-message', errors.message)}
          />
        </Field>
        <FormMessage message={form.message} />
        <button type="submit" disabled={form.busy}>
          {say(form.busy ? 'ask.sending' : `ask.send.${kind}`)}
        </button>
      </form>
    </section>
  );
};
