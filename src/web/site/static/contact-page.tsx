import { useState } from 'react';
import { useMemberContact } from '../ui/use-member-contact.ts';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { useSession } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { office } from './contact-details.ts';

const blank = { name: '', email: '', subject: '', message: '' };

/** Office details plus a message form stored as support feedback; the form resets only once the server has it. */
export const ContactPage = () => {
  const user = useSession();
  const say = useSay('pages');
  // A report link (a job asking for money) fills in the subject: ?subject=Report job 12: ...
  const [params] = useSearchParams();
  const form = useForm(() => ({ ...blank, name: user?.name ?? '', email: user?.email ?? '', subject: (params.get('subject') ?? '').slice(0, 200) }));
  useMemberContact(user, form.setValues);
  const [sent, setSent] = useState(false);
  const { values, errors } = form;

  const submit = form.handle(
    (v) =>
      requireFields(v, { name: say('static.contact.name'), email: say('static.contact.email'), message: say('static.contact.message') }, (label) =>
        say('form.required', { label }),
      ),
    async (v) => {
      await api.post('support/feedback', { name: v.name.trim(), email: v.email.trim(), subject: v.subject.trim() || undefined, message: v.message.trim() });
      form.setValues({ ...blank, name: user?.name ?? '', email: user?.email ?? '' });
      setSent(true);
    },
  );

  return (
    <div className="container">
      <PageHeader page="/contact" />
      <div className="two-columns">
        <section className="card office" aria-labelledby="office-title">
          <h2 id="office-title">{say('static.contact.office')}</h2>
          <address>
            <p>{office.address}</p>
            <p>{say('static.contact.postal')}</p>
            <p>
              {say('static.contact.email')}: <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
            <p>
              {say('static.contact.phone')}: <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
            </p>
            <p>{say('static.contact.hours')}</p>
          </address>
        </section>
        <section aria-labelledby="message-title">
          <h2 id="message-title">{say('static.contact.send')}</h2>
          {sent ? (
            <p className="success" role="status">
              {say('static.contact.sent')}
            </p>
          ) : null}
          <form className="form" onSubmit={(e) => (setSent(false), submit(e))} noValidate>
            <Field id="contact-name" label={say('static.contact.name')} error={errors.name} required>
              <input
                id="contact-name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => form.set('name', e.target.value)}
                {...describedBy('contact-name', errors.name)}
              />
            </Field>
            <Field id="contact-email" label={say('static.contact.email')} error={errors.email} required>
              <input
                id="contact-email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => form.set('email', e.target.value)}
                {...describedBy('contact-email', errors.email)}
              />
            </Field>
            <Field id="contact-subject" label={say('static.contact.subject')} error={errors.subject}>
              <input
                id="contact-subject"
                value={values.subject}
                onChange={(e) => form.set('subject', e.target.value)}
                {...describedBy('contact-subject', errors.subject)}
              />
            </Field>
            <Field id="contact-message" label={say('static.contact.message')} error={errors.message} required>
              <textarea
                id="contact-message"
                rows={6}
                value={values.message}
                onChange={(e) => form.set('message', e.target.value)}
                {...describedBy('contact-message', errors.message)}
              />
            </Field>
            <FormMessage message={form.message} />
            <button type="submit" disabled={form.busy}>
              {form.busy ? say('static.contact.sending') : say('static.contact.submit')}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
};
