/**
 * The email an applicant gets when an employer moves their application. Like the account messages it holds no
 * text anyone typed (a job title could carry a lure): the stage, and the link to My applications where the
 * job is named.
 */
const signature = '\n\n-- \nElimuHub, the education directory and marketplace for Kenya';

export const stageChangedMessage = (stage: string, link: string) => ({
  subject: `Your job application on ElimuHub: ${stage}`,
  text:
    `Hello,\n\nAn employer has moved one of your job applications to: ${stage}.\n\n` +
    `See which job, and every step so far, under My applications:\n\n${link}\n\n` +
    'ElimuHub employers never ask for money to apply. Never pay to apply or\nto be interviewed; report any job that does.' +
    signature,
});
