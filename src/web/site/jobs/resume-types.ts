/** A submitted resume (src/registry/resources/jobs.ts); the files are short-lived signed links. */
export interface Resume {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone_number: string | null;
  job_title: string;
  location_preference: string | null;
  salary_expectation: number | null;
  availability: string | null;
  resume_file: string;
  cover_letter_file: string | null;
  created_at: string;
}
