/**
 * Applying in one step: pick one of my stored CVs (the newest is picked already) or upload one here, answer the
 * employer's screening questions, add a cover letter, send. The server checks it all again and answers 409 for
 * a second application to the same job.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, ApiError } from '../../common/api.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Field, FieldError } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import type { Application, Job, ScreeningQuestion } from './job-types.ts';
import { ResumeForm } from './resume-form.tsx';
import type { Resume } from './resume-types.ts';
import { readList } from '../../common/site-data.ts';

type Answer = boolean | string | null;

const QuestionInput = ({
  index,
  question,
  value,
  error,
  onChange,
}: {
  index: number;
  question: ScreeningQuestion;
  value: Answer;
  error?: string;
  onChange: (value: Answer) => void;
}) => {
  const say = useSay();
  const id = `answer-${index}`;
  if (question.answer === 'yes/no')
    return (
      <fieldset className={`field answer-choice${error ? ' invalid' : ''}`}>
        <legend>
          {question.question}
          {question.required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        {[true, false].map((choice) => (
          <label key={String(choice)}>
            <input type="radio" name={id} checked={value === choice} onChange={() => onChange(choice)} /> {say(choice ? 'jobs.apply.yes' : 'jobs.apply.no')}
          </label>
        ))}
        <FieldError error={error} />
      </fieldset>
    );
  return (
    <Field id={id} label={question.question} required={question.required} error={error}>
      <input id={id} type="text" maxLength={500} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
};

export const ApplyDialog = ({
  job,
  email,
  onClose,
  onApplied,
}: {
  job: Job;
  email: string;
  onClose: () => void;
  onApplied: (application: Application) => void;
}) => {
  const say = useSay();
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const [round, setRound] = useState(0);
  const resumes = useFetch((signal) => readList<Resume>('jobs/resumes', { _sort: 'created_at', _order: 'desc', _end: 20 }, signal), `jobs/resumes#${round}`);
  const questions = job.screening_questions ?? [];
  const [resumeId, setResumeId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [answers, setAnswers] = useState<Answer[]>(() => questions.map(() => null));
  const [coverLetter, setCoverLetter] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rows = resumes.data?.rows ?? [];
  const chosen = resumeId ?? rows[0]?.id ?? null;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (chosen === null) missing.resume_id = say('jobs.apply.chooseCv');
    questions.forEach((q, i) => {
      if (q.required && (answers[i] === null || answers[i] === '')) missing[`answers.${i}`] = say('jobs.apply.answer', { question: q.question });
    });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSending(true);
    setFailure(null);
    try {
      const application = await api.post<Application>('jobs/applications', {
        job_id: job.id,
        resume_id: chosen,
        cover_letter: coverLetter.trim() || null,
        answers: questions.length ? answers.map((a) => (a === '' ? null : a)) : null,
      });
      onApplied(application);
    } catch (error) {
      const problem = error as ApiError;
      setErrors(problem.errors ?? {});
      setFailure(problem.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog ref={dialog} className="apply-dialog" aria-labelledby="apply-title" onClose={onClose}>
      <h2 id="apply-title">{say('jobs.apply.title', { title: job.title })}</h2>
      {uploading ? (
        <>
          <ResumeForm
            initial={{ email, job_title: job.title }}
            onUploaded={(resume) => {
              setResumeId(resume.id);
              setUploading(false);
              setRound((r) => r + 1);
            }}
          />
          <p>
            <button type="button" className="secondary" onClick={() => setUploading(false)}>
              {say('jobs.apply.back')}
            </button>
          </p>
        </>
      ) : (
        <form className="form apply-form" onSubmit={submit} noValidate>
          <fieldset className={`field resume-choice${errors.resume_id ? ' invalid' : ''}`}>
            <legend>{say('jobs.apply.yourCv')}</legend>
            {resumes.loading ? <p className="muted">{say('jobs.apply.loadingCvs')}</p> : null}
            {!resumes.loading && !rows.length ? <p className="muted">{say('jobs.apply.noCv')}</p> : null}
            {rows.map((r) => (
              <label key={r.id} className="resume-option">
                <input type="radio" name="resume" checked={chosen === r.id} onChange={() => setResumeId(r.id)} />
                <span>
                  {r.job_title} · {[r.first_name, r.last_name].join(' ')} <span className="muted">({format.date(r.created_at)})</span>
                </span>
              </label>
            ))}
            <button type="button" className="secondary" onClick={() => setUploading(true)}>
              {say('jobs.apply.uploadCv')}
            </button>
            <FieldError error={errors.resume_id} />
          </fieldset>
          {questions.length ? <h3>{say('jobs.apply.employerAsks')}</h3> : null}
          {questions.map((q, i) => (
            <QuestionInput
              key={q.question}
              index={i}
              question={q}
              value={answers[i] ?? null}
              error={errors[`answers.${i}`]}
              onChange={(value) => {
                setAnswers(answers.map((a, j) => (j === i ? value : a)));
                // An answered question loses its old complaint.
                setErrors(({ [`answers.${i}`]: _answered, ...rest }) => rest);
              }}
            />
          ))}
          <Field id="cover-letter" label={say('jobs.apply.coverLetter')} error={errors.cover_letter} help={say('jobs.apply.coverHint')}>
            <textarea id="cover-letter" rows={5} maxLength={5000} value={coverLetter} onChange={(e) => setCoverLetter(e.target.value)} />
          </Field>
          {failure ? (
            <Notice kind="error">
              {failure} {failure.includes('already applied') ? <Link to="/jobs/applications">{say('jobs.apply.seeMine')}</Link> : null}
            </Notice>
          ) : null}
          <p className="form-actions">
            <button type="submit" disabled={sending}>
              {say(sending ? 'jobs.apply.sending' : 'jobs.apply.send')}
            </button>
            <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
              {say('jobs.apply.cancel')}
            </button>
          </p>
        </form>
      )}
    </dialog>
  );
};
