import type { ReactNode } from 'react';

/** A labelled form control with its error beside it, linked by aria-describedby for screen readers. */
export const Field = ({
  id,
  label,
  error,
  help,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
  children: ReactNode;
}) => (
  <div className={`field${error ? ' invalid' : ''}`}>
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
    {children}
    {help ? (
      <p className="help" id={`${id}-help`}>
        {help}
      </p>
    ) : null}
    <FieldError id={id} error={error} />
  </div>
);

/** A field's error, announced; with an id it is `{id}-error`, which describedBy points to. */
export const FieldError = ({ id, error }: { id?: string; error?: string | null }) =>
  error ? (
    <p className="field-error" id={id ? `${id}-error` : undefined} role="alert">
      {error}
    </p>
  ) : null;

/** aria attributes for a control inside Field. */
export const describedBy = (id: string, error?: string, help?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined,
});
