import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../common/api.ts';
import { upload } from '../../common/upload.ts';
import { describedBy, Field, FieldError } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { checkPdf, resumeMessages } from './resume-rules.ts';
import type { Resume } from './resume-types.ts';

const textFields = [
  { name: 'first_name', label: 'First name', type: 'text', required: true, autoComplete: 'given-name' },
  { name: 'middle_name', label: 'Middle name', type: 'text', required: false, autoComplete: 'additional-name' },
  { name: 'last_name', label: 'Last name', type: 'text', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone_number', label: 'Phone number', type: 'tel', required: false, autoComplete: 'tel' },
  { name: 'job_title', label: 'Job title', type: 'text', required: true, autoComplete: 'organization-title' },
  { name: 'location_preference', label: 'Preferred location', type: 'text', required: false, autoComplete: 'off' },
  { name: 'salary_expectation', label: 'Salary wanted (KES/month)', type: 'number', required: false, autoComplete: 'off' },
  { name: 'availability', label: 'Availability', type: 'text', required: false, autoComplete: 'off' },
] as const;

type TextName = (typeof textFields)[number]['name'];
type Values = Record<TextName, string> & { agreed_to_terms: boolean; agreed_to_privacy_policy: boolean };
type Files = { resume_file: File | null; cover_letter_file: File | null };
type Errors = Partial<Record<TextName | keyof Files | 'agreed_to_terms' | 'agreed_to_privacy_policy', string>>;
type Outcome = { kind: 'success' | 'error'; text: string; detail?: string } | null;

const blank = (initial: Partial<Values>): Values => ({
  first_name: '',
  middle_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  job_title: '',
  location_preference: '',
  salary_expectation: '',
  availability: '',
  agreed_to_terms: false,
  agreed_to_privacy_policy: false,
  ...initial,
});

type ErrorName = keyof Errors;
const controlId = (name: ErrorName) => (name === 'resume_file' ? 'resume-file' : name === 'cover_letter_file' ? 'cover-letter-file' : `resume-${name}`);

const requiredMessage = (label: string) => `${label} is required.`;

/**
 * docs/product.md#resumes: validate, upload with a real percentage, then 'Resume uploaded successfully!', a reset
 * form and a reloaded list. Files are checked here first so a wrong one never costs the upload.
 */
export const ResumeForm = ({ initial, onUploaded }: { initial: Partial<Values>; onUploaded: (resume: Resume) => void }) => {
  const [values, setValues] = useState<Values>(() => blank(initial));
  const [files, setFiles] = useState<Files>({ resume_file: null, cover_letter_file: null });
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Remounting the file inputs is the only way to empty them.
  const [round, setRound] = useState(0);

  const setText = (name: TextName) => (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const chooseFile = (name: keyof Files) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFiles((f) => ({ ...f, [name]: file }));
    const error = await checkPdf(file, name === 'resume_file');
    setErrors((e) => ({ ...e, [name]: file ? (error ?? undefined) : undefined }));
  };

  const validate = async (): Promise<Errors> => {
    const found: Errors = {};
    for (const field of textFields) if (field.required && !values[field.name].trim()) found[field.name] = requiredMessage(field.label);
    const resumeError = await checkPdf(files.resume_file, true);
    if (resumeError) found.resume_file = resumeError;
    const coverError = await checkPdf(files.cover_letter_file, false);
    if (coverError) found.cover_letter_file = coverError;
    if (!values.agreed_to_terms) found.agreed_to_terms = resumeMessages.terms;
    if (!values.agreed_to_privacy_policy) found.agreed_to_privacy_policy = resumeMessages.privacy;
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const found = await validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = new FormData();
    for (const field of textFields) if (values[field.name].trim()) body.append(field.name, values[field.name].trim());
    body.append('agreed_to_terms', 'true');
    body.append('agreed_to_privacy_policy', 'true');
    body.append('resume_file', files.resume_file!);
    if (files.cover_letter_file) body.append('cover_letter_file', files.cover_letter_file);
    setProgress(0);
    try {
      const resume = await upload<Resume>('jobs/resumes', body, { onProgress: setProgress, networkMessage: resumeMessages.network });
      setValues(blank(initial));
      setFiles({ resume_file: null, cover_letter_file: null });
      setRound((n) => n + 1);
      setOutcome({ kind: 'success', text: resumeMessages.success });
      onUploaded(resume);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, resumeMessages.network);
      if (apiError.status === 0) setOutcome({ kind: 'error', text: resumeMessages.network });
      else {
        setErrors(apiError.errors as Errors);
        // The server's own words (a field rule, or "sign in") follow the general message.
        setOutcome({ kind: 'error', text: resumeMessages.failed, detail: apiError.message });
      }
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <form className="form resume-form" onSubmit={submit} noValidate aria-labelledby="resume-form-title">
      <h2 id="resume-form-title">Upload your resume</h2>
      <p className="muted">Fields marked * are required. Resume and cover letter: PDF only, at most 5 MB each.</p>
      <div className="form-grid">
        {textFields.map((field) => {
          const id = controlId(field.name);
          return (
            <Field key={field.name} id={id} label={field.label} required={field.required} error={errors[field.name]}>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                min={field.type === 'number' ? 0 : undefined}
                value={values[field.name]}
                onChange={setText(field.name)}
                required={field.required}
                {...describedBy(id, errors[field.name])}
              />
            </Field>
          );
        })}
      </div>
      <Field id="resume-file" label="Resume (PDF, max 5 MB)" required error={errors.resume_file}>
        <input
          key={`resume-${round}`}
          id="resume-file"
          name="resume_file"
          type="file"
          accept="application/pdf,.pdf"
          onChange={chooseFile('resume_file')}
          {...describedBy('resume-file', errors.resume_file)}
        />
      </Field>
      <Field id="cover-letter-file" label="Cover letter (PDF, max 5 MB, optional)" error={errors.cover_letter_file}>
        <input
          key={`cover-${round}`}
          id="cover-letter-file"
          name="cover_letter_file"
          type="file"
          accept="application/pdf,.pdf"
          onChange={chooseFile('cover_letter_file')}
          {...describedBy('cover-letter-file', errors.cover_letter_file)}
        />
      </Field>
      {(['agreed_to_terms', 'agreed_to_privacy_policy'] as const).map((name) => {
        const id = controlId(name);
        return (
          <div key={name} className={`agreement${errors[name] ? ' invalid' : ''}`}>
            <input
              id={id}
              type="checkbox"
              checked={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.checked }))}
              {...describedBy(id, errors[name])}
            />
            <label htmlFor={id}>
              {name === 'agreed_to_terms' ? (
                <>
                  I agree to the <Link to="/terms">terms and conditions</Link> *
                </>
              ) : (
                'I agree to the privacy policy: employers on ElimuHub may read this resume *'
              )}
            </label>
            <FieldError id={id} error={errors[name]} />
          </div>
        );
      })}
      {busy ? (
        <div className="upload-progress" role="status">
          <progress max={100} value={progress} aria-label="Upload progress" />
          <span>Uploading... {progress}%</span>
        </div>
      ) : null}
      {outcome ? (
        <Notice kind={outcome.kind}>
          <p>{outcome.text}</p>
          {outcome.detail && outcome.detail !== outcome.text ? <p>{outcome.detail}</p> : null}
        </Notice>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? `Uploading ${progress}%` : 'Upload resume'}
      </button>
    </form>
  );
};
