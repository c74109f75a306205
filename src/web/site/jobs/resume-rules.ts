/** docs/product.md#resumes: the resume form's rules and its exact messages (the server checks the same again). */
export const maxFileBytes = 5 * 1024 * 1024;

export const resumeMessages = {
  fileRequired: 'Resume file is required.',
  pdfOnly: 'Only PDF files are allowed.',
  tooLarge: 'File size exceeds 5MB limit.',
  terms: 'You must agree to the terms and conditions.',
  privacy: 'You must agree to the privacy policy.',
  success: 'Resume uploaded successfully!',
  failed: 'Failed to upload resume. Please try again.',
  network: 'An error occurred during upload. Please check your connection.',
  empty: 'No resumes submitted yet.',
} as const;

/**
 * A PDF starts with "%PDF-". Reading those five bytes refuses a renamed file before it costs any data to send;
 * the name and type alone would let "cv.exe renamed to cv.pdf" through.
 */
const startsLikePdf = async (file: File) => (await file.slice(0, 5).text()) === '%PDF-';

/** The error for a chosen file, or null when it may be sent. */
export const checkPdf = async (file: File | null, required: boolean): Promise<string | null> => {
  if (!file) return required ? resumeMessages.fileRequired : null;
  const named = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!named || !(await startsLikePdf(file))) return resumeMessages.pdfOnly;
  if (file.size > maxFileBytes) return resumeMessages.tooLarge;
  return null;
};
