export interface ScreeningQuestion {
  question: string;
  answer: 'yes/no' | 'text';
  required: boolean;
}

/** A job as the API returns it (src/registry/resources/jobs.ts); salary is whole shillings a month. */
export interface Job {
  id: number;
  /** Only on the poster's own jobs is it other than approved. */
  moderation?: string;
  title: string;
  job_code: string | null;
  employer_id: number | null;
  description: string | null;
  responsibilities: string | null;
  benefits: string | null;
  school_profile: string | null;
  qualifications: string | null;
  experience: string | null;
  skills: string | null;
  salary: number | null;
  location: string | null;
  county: string | null;
  status: 'Open' | 'Closed' | 'Paused';
  employment_type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship' | null;
  screening_questions: ScreeningQuestion[] | null;
  posted_at: string;
  deadline: string | null;
  categories: { name: string }[] | null;
}

export interface JobCategory {
  id: number;
  name: string;
}

export interface Employer {
  id: number;
  name: string;
  logo: string | null;
  description: string | null;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  county: string | null;
  physical_address: string | null;
}

/** One move of an application through the employer's stages. */
export interface StageMove {
  from: string | null;
  to: string;
  by: number | null;
  at: string;
}

/** An application as its applicant reads it (no employer's notes). */
export interface Application {
  id: number;
  job_id: number;
  resume_id: number | null;
  cover_letter: string | null;
  answers: (boolean | string | null)[] | null;
  stage: string;
  stage_history: StageMove[] | null;
  created_at: string;
}
